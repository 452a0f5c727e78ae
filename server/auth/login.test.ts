import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAttempts } from '../db/schema';
import { createTestApp, createUser } from '../test/factories.support';

let app: FastifyInstance;
let ipCounter = 0;
const nextIp = () => `10.0.0.${++ipCounter}`;

const post = (payload: unknown, remoteAddress = nextIp()) =>
  app.inject({ method: 'POST', url: '/api/login_check', payload: payload as object, remoteAddress });

beforeAll(async () => {
  app = await createTestApp({ loginRateLimitUser: 3, loginRateLimitIp: 5 });
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.db.delete(loginAttempts);
});

describe('POST /api/login_check', () => {
  it('returns a token pair whose access token carries the contract claims', async () => {
    const user = await createUser(app.db, { roles: ['ROLE_ADMIN'] });
    const response = await post({ username: user.username, password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; refresh_token: string }>();
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({
      sub: String(user.id),
      username: user.username,
      roles: ['ROLE_DEFAULT', 'ROLE_ADMIN'],
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);
    expect(claims.imp).toBeUndefined();
  });

  it('accepts the username in another letter case', async () => {
    const user = await createUser(app.db, { username: 'Dyspozytor1' });
    expect((await post({ username: 'dyspozytor1', password: user.password })).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user with the same 401 body', async () => {
    const user = await createUser(app.db);
    const wrong = await post({ username: user.username, password: 'nie-to-haslo' });
    const unknown = await post({ username: 'nikt-taki', password: 'cokolwiek' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: 'Invalid credentials.' });
    }
  });

  it('refuses an inactive account like a wrong password', async () => {
    const user = await createUser(app.db, { isActive: false });
    const response = await post({ username: user.username, password: user.password });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['missing password', { username: 'jan' }],
    ['blank username', { username: '   ', password: 'x' }],
    ['no body fields', {}],
    ['number instead of string', { username: 12, password: 'x' }],
    ['array password', { username: 'jan', password: ['x'] }],
  ])('answers 400 Uzupełnij wszystkie pola for %s', async (_name, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/Error',
      '@type': 'hydra:Error',
      'hydra:title': 'An error occurred',
      'hydra:description': 'Uzupełnij wszystkie pola',
    });
  });

  it('treats a huge username as wrong credentials without hashing it', async () => {
    const response = await post({ username: 'a'.repeat(100_000), password: 'x' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, message: 'Invalid credentials.' });
  });
});

describe('login rate limit', () => {
  const tooMany = {
    code: 429,
    message: 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za kilka minut.',
  };

  it('locks an account after the failures allowed per username, from any address', async () => {
    const user = await createUser(app.db);
    for (let i = 0; i < 3; i++) {
      expect((await post({ username: user.username, password: 'zle' })).statusCode).toBe(401);
    }
    const locked = await post({ username: user.username, password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(tooMany);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  it('locks an address after the failures allowed per IP, whatever the username', async () => {
    const user = await createUser(app.db);
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await post({ username: `proba${i}`, password: 'zle' }, ip)).statusCode).toBe(401);
    }
    const locked = await post({ username: user.username, password: user.password }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(tooMany);
    expect((await post({ username: user.username, password: user.password })).statusCode).toBe(200);
  });

  it('forgives the account its failures after a successful login', async () => {
    const user = await createUser(app.db);
    for (let i = 0; i < 2; i++) await post({ username: user.username, password: 'zle' });
    expect((await post({ username: user.username, password: user.password })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await post({ username: user.username, password: 'zle' });
    expect((await post({ username: user.username, password: user.password })).statusCode).toBe(200);
  });
});
