import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../db/schema';
import { bearer, createTestApp, createUser, login } from '../test/factories.support';
import type { TokenPairBody } from '../test/factories.support';
import { hashToken } from './refresh-tokens.repository';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const refresh = (refreshToken: string) =>
  app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh_token: refreshToken } });
const me = (token: string) => app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
const invalidRefresh = { code: 401, message: 'Invalid JWT Refresh Token' };

async function loggedIn() {
  const user = await createUser(app.db);
  return { user, pair: await login(app, user.username) };
}

/** Pretends the token was spent `seconds` ago, beyond or within the grace window. */
async function spentAgo(raw: string, seconds: number) {
  await app.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.tokenHash, hashToken(raw)));
}

describe('refresh token rotation', () => {
  it('spends the token and answers a new pair that works', async () => {
    const { pair } = await loggedIn();
    const response = await refresh(pair.refresh_token);
    expect(response.statusCode).toBe(200);
    const next = response.json<TokenPairBody>();
    expect(next.refresh_token).not.toBe(pair.refresh_token);
    expect((await me(next.token)).statusCode).toBe(200);
    expect((await refresh(next.refresh_token)).statusCode).toBe(200);
  });

  it('gives a second tab the same successor while within the grace window', async () => {
    const { pair } = await loggedIn();
    const first = (await refresh(pair.refresh_token)).json<TokenPairBody>();
    const second = await refresh(pair.refresh_token);
    expect(second.statusCode).toBe(200);
    expect(second.json<TokenPairBody>().refresh_token).toBe(first.refresh_token);
    expect((await refresh(first.refresh_token)).statusCode).toBe(200);
  });

  it('lets two tabs refreshing at the same moment both succeed with one successor', async () => {
    const { pair } = await loggedIn();
    const [a, b] = await Promise.all([refresh(pair.refresh_token), refresh(pair.refresh_token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<TokenPairBody>().refresh_token).toBe(b.json<TokenPairBody>().refresh_token);
  });

  it('revokes the whole family when a spent token comes back after the grace window', async () => {
    const { pair } = await loggedIn();
    const next = (await refresh(pair.refresh_token)).json<TokenPairBody>();
    await spentAgo(pair.refresh_token, 31);
    const reuse = await refresh(pair.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(invalidRefresh);
    expect((await refresh(next.refresh_token)).json()).toEqual(invalidRefresh);
  });

  it('keeps the absolute expiry of the first login through rotations', async () => {
    const { pair } = await loggedIn();
    const [original] = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(pair.refresh_token)));
    const next = (await refresh(pair.refresh_token)).json<TokenPairBody>();
    const [successor] = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(next.refresh_token)));
    expect(successor?.expiresAt.getTime()).toBe(original?.expiresAt.getTime());
    expect(successor?.familyId).toBe(original?.familyId);

    await app.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.familyId, original?.familyId ?? ''));
    expect((await refresh(next.refresh_token)).json()).toEqual(invalidRefresh);
  });

  it('refuses unknown tokens and answers a missing one with 401', async () => {
    expect((await refresh('nieznany')).json()).toEqual(invalidRefresh);
    const missing = await app.inject({ method: 'POST', url: '/api/token/refresh', payload: {} });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ code: 401, message: 'Missing JWT Refresh Token' });
  });

  it('stores only hashes of refresh tokens', async () => {
    const { pair } = await loggedIn();
    const rows = await app.db.select().from(refreshTokens);
    expect(rows.some((row) => row.tokenHash === pair.refresh_token)).toBe(false);
    expect(rows.some((row) => row.tokenHash === hashToken(pair.refresh_token))).toBe(true);
  });
});

describe('logout', () => {
  it('revokes the family and stays idempotent', async () => {
    const { pair } = await loggedIn();
    const next = (await refresh(pair.refresh_token)).json<TokenPairBody>();
    const invalidate = () =>
      app.inject({
        method: 'POST',
        url: '/api/token/invalidate',
        payload: { refresh_token: pair.refresh_token },
      });
    const response = await invalidate();
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await invalidate()).statusCode).toBe(204);
    expect((await refresh(next.refresh_token)).json()).toEqual(invalidRefresh);
  });
});

describe('access tokens', () => {
  const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-0123456789');

  it('answers 401 JWT Token not found without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, message: 'JWT Token not found' });
  });

  it('answers 401 Expired JWT Token for an expired token', async () => {
    const user = await createUser(app.db);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const token = await new SignJWT({ username: user.username, roles: ['ROLE_USER'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(secret);
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, message: 'Expired JWT Token' });
  });

  it.each([
    ['a tampered signature', (token: string) => token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA')],
    [
      'a tampered payload',
      (token: string) => {
        const [header, , signature] = token.split('.');
        const payload = Buffer.from(
          JSON.stringify({ sub: '1', username: 'admin', roles: ['ROLE_ADMIN'] }),
        ).toString('base64url');
        return `${header}.${payload}.${signature}`;
      },
    ],
    ['garbage', () => 'nie.jest.tokenem'],
  ])('answers 401 Invalid JWT Token for %s', async (_name, tamper) => {
    const { pair } = await loggedIn();
    const response = await me(tamper(pair.token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, message: 'Invalid JWT Token' });
  });

  it('refuses an unsigned (alg none) token', async () => {
    const { user } = await loggedIn();
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const exp = Math.floor(Date.now() / 1000) + 600;
    const token = `${part({ alg: 'none' })}.${part({ sub: String(user.id), username: user.username, roles: [], exp })}.`;
    expect((await me(token)).json()).toEqual({ code: 401, message: 'Invalid JWT Token' });
  });

  it('stops accepting the token of a deactivated user', async () => {
    const { user, pair } = await loggedIn();
    await app.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    expect((await me(pair.token)).statusCode).toBe(401);
    expect((await refresh(pair.refresh_token)).json()).toEqual(invalidRefresh);
  });
});
