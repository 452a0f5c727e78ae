import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildExpiredAccessToken, buildTokenPair, signIn } from '@mocks/tokens';
import { ApiError } from '@/api/api-error';
import { api } from '@/api/client';
import { configureSession } from '@/api/session';
import { refreshToken } from './refresh-token';

const onSessionExpired = vi.fn();

beforeEach(() => {
  onSessionExpired.mockReset();
  configureSession({ refresh: refreshToken, onSessionExpired });
});

/** `/api/things` accepts only `validToken`; everything else gets the JWT bundle's 401. */
function protectedResource(validToken: () => string, seen: string[]) {
  return http.get('*/api/things', ({ request }) => {
    const authorization = request.headers.get('Authorization') ?? '';
    seen.push(authorization);
    return authorization === `Bearer ${validToken()}`
      ? HttpResponse.json({ ok: true })
      : HttpResponse.json({ code: 401, message: 'Expired JWT Token' }, { status: 401 });
  });
}

describe('token refresh', () => {
  it('refreshes once for three requests that failed together and retries each of them', async () => {
    signIn({ exp: Math.floor(Date.now() / 1000) - 10 });
    const fresh = buildTokenPair();
    const refreshBodies: unknown[] = [];
    const seen: string[] = [];
    server.use(
      protectedResource(() => fresh.token, seen),
      http.post('*/api/token/refresh', async ({ request }) => {
        refreshBodies.push(await request.json());
        return HttpResponse.json(fresh);
      }),
    );

    const results = await Promise.all([
      api.get('/api/things'),
      api.get('/api/things'),
      api.get('/api/things'),
    ]);

    expect(results.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(refreshBodies).toHaveLength(1);
    expect(seen.filter((header) => header === `Bearer ${fresh.token}`)).toHaveLength(3);
    expect(seen).toHaveLength(6);
    expect(localStorage.getItem('token')).toBe(fresh.token);
    expect(localStorage.getItem('refresh_token')).toBe(fresh.refresh_token);
  });

  it('uses the token another tab already refreshed instead of spending the refresh token again', async () => {
    const { refreshToken: oldRefresh } = signIn();
    const seen: string[] = [];
    let refreshes = 0;
    const rotated = buildTokenPair();
    server.use(
      http.get('*/api/things', ({ request }) => {
        const authorization = request.headers.get('Authorization') ?? '';
        seen.push(authorization);
        if (authorization === `Bearer ${rotated.token}`) return HttpResponse.json({ ok: true });
        // Meanwhile another tab rotated the pair and stored it.
        localStorage.setItem('token', rotated.token);
        localStorage.setItem('refresh_token', rotated.refresh_token);
        return HttpResponse.json({ code: 401, message: 'Expired JWT Token' }, { status: 401 });
      }),
      http.post('*/api/token/refresh', () => {
        refreshes += 1;
        return HttpResponse.json(buildTokenPair());
      }),
    );

    const response = await api.get('/api/things');

    expect(response.status).toBe(200);
    expect(refreshes).toBe(0);
    expect(localStorage.getItem('refresh_token')).not.toBe(oldRefresh);
  });

  it('clears the session and sends the user to logout when the refresh fails', async () => {
    signIn({ exp: Math.floor(Date.now() / 1000) - 10 });
    server.use(
      protectedResource(() => 'never', []),
      http.post('*/api/token/refresh', () =>
        HttpResponse.json({ code: 401, message: 'Invalid JWT Refresh Token' }, { status: 401 }),
      ),
    );

    const failures = await Promise.allSettled([api.get('/api/things'), api.get('/api/things')]);

    expect(
      failures.every((result) => result.status === 'rejected' && result.reason instanceof ApiError),
    ).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it('keeps the session when the refresh cannot reach the server, and refreshes on the next request', async () => {
    const { refreshToken: stored } = signIn({ exp: Math.floor(Date.now() / 1000) - 10 });
    const fresh = buildTokenPair();
    server.use(
      protectedResource(() => fresh.token, []),
      http.post('*/api/token/refresh', () => HttpResponse.error()),
    );

    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 0 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem('refresh_token')).toBe(stored);

    server.use(
      http.post('*/api/token/refresh', () =>
        HttpResponse.json({ code: 503, message: 'Service Unavailable' }, { status: 503 }),
      ),
    );
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 503 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem('refresh_token')).toBe(stored);

    server.use(http.post('*/api/token/refresh', () => HttpResponse.json(fresh)));
    expect((await api.get('/api/things')).status).toBe(200);
    expect(localStorage.getItem('refresh_token')).toBe(fresh.refresh_token);
  });

  it('never refreshes for a failed login', async () => {
    localStorage.setItem('token', buildExpiredAccessToken());
    let refreshes = 0;
    server.use(
      http.post('*/api/login_check', () =>
        HttpResponse.json({ code: 401, message: 'Invalid credentials.' }, { status: 401 }),
      ),
      http.post('*/api/token/refresh', () => {
        refreshes += 1;
        return HttpResponse.json(buildTokenPair());
      }),
    );

    await expect(api.post('/api/login_check', { username: 'a', password: 'b' })).rejects.toMatchObject({
      status: 401,
    });
    expect(refreshes).toBe(0);
  });
});
