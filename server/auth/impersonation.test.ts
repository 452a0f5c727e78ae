import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, login } from '../test/factories.support';
import type { TokenPairBody } from '../test/factories.support';

let app: FastifyInstance;
let impersonator: Awaited<ReturnType<typeof createUser>>;
let target: Awaited<ReturnType<typeof createUser>>;
let plain: Awaited<ReturnType<typeof createUser>>;

const forbidden = {
  '@context': '/api/contexts/Error',
  '@type': 'hydra:Error',
  'hydra:title': 'An error occurred',
  'hydra:description': 'Brak uprawnień do wykonania tej operacji',
};

beforeAll(async () => {
  app = await createTestApp();
  impersonator = await createUser(app.db, {
    username: 'podglad',
    roles: ['ROLE_ADMIN', 'ROLE_IMPERSONATOR'],
  });
  target = await createUser(app.db, { username: 'kierowca', roles: ['ROLE_DRIVER'] });
  plain = await createUser(app.db, { username: 'zwykly', roles: ['ROLE_ADMIN'] });
});
afterAll(() => app.close());

const me = (token: string, switchUser?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/users/me',
    headers: { ...bearer(token), ...(switchUser === undefined ? {} : { 'x-switch-user': switchUser }) },
  });

describe('X-Switch-User', () => {
  it('lets an impersonator act as another user and shows who impersonates', async () => {
    const { token } = await login(app, impersonator.username);
    const response = await me(token, 'Kierowca');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: target.id,
      username: 'kierowca',
      roles: ['ROLE_DEFAULT', 'ROLE_DRIVER'],
      impersonator: { id: impersonator.id, username: 'podglad' },
    });
  });

  it('refuses the header from a user without ROLE_IMPERSONATOR', async () => {
    const { token } = await login(app, plain.username);
    const response = await me(token, 'kierowca');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(forbidden);
  });

  it('refuses unknown and inactive target users', async () => {
    const inactive = await createUser(app.db, { isActive: false });
    const { token } = await login(app, impersonator.username);
    for (const name of ['nie-istnieje', inactive.username]) {
      const response = await me(token, name);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }
  });
});

describe('GET /api/login_as', () => {
  const loginAs = (token: string, username: string) =>
    app.inject({
      method: 'GET',
      url: `/api/login_as?username=${encodeURIComponent(username)}`,
      headers: bearer(token),
    });

  it('issues a pair for the target carrying the imp claim, kept through refresh', async () => {
    const { token } = await login(app, impersonator.username);
    const response = await loginAs(token, 'kierowca');
    expect(response.statusCode).toBe(200);
    const pair = response.json<TokenPairBody>();
    expect(decodeJwt(pair.token)).toMatchObject({
      sub: String(target.id),
      username: 'kierowca',
      imp: 'podglad',
    });
    expect((await me(pair.token)).json()).toMatchObject({
      id: target.id,
      impersonator: { id: impersonator.id, username: 'podglad' },
    });

    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: pair.refresh_token },
    });
    expect(decodeJwt(refreshed.json<TokenPairBody>().token)).toMatchObject({
      username: 'kierowca',
      imp: 'podglad',
    });
  });

  it('is refused to users who are not impersonators', async () => {
    const { token } = await login(app, plain.username);
    const response = await loginAs(token, 'kierowca');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(forbidden);
  });

  it('refuses an unknown target and a login-as token trying to chain', async () => {
    const { token } = await login(app, impersonator.username);
    expect((await loginAs(token, 'nie-istnieje')).statusCode).toBe(403);
    const asTarget = (await loginAs(token, 'kierowca')).json<TokenPairBody>();
    expect((await loginAs(asTarget.token, 'zwykly')).statusCode).toBe(403);
    expect((await me(asTarget.token, 'zwykly')).statusCode).toBe(403);
  });

  it('answers 400 when the username is missing', async () => {
    const { token } = await login(app, impersonator.username);
    const response = await app.inject({ method: 'GET', url: '/api/login_as', headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      'hydra:description': 'Nieprawidłowa wartość parametru username: Pole jest wymagane',
    });
  });
});
