import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../db/schema';
import { bearer, createTestApp, createUser, login } from '../test/factories.support';

let app: FastifyInstance;
/** The test routes sit under /api, closed by default: the calls carry a session. */
let session: { authorization: string };

const hydra = (description: string) => ({
  '@context': '/api/contexts/Error',
  '@type': 'hydra:Error',
  'hydra:title': 'An error occurred',
  'hydra:description': description,
});

beforeAll(async () => {
  app = await createTestApp({ bodyLimit: 2048 });
  app.get('/api/test/throws', async () => {
    throw new Error('sekretny szczegół implementacji');
  });
  app.get('/api/test/unauthorized', async () => {
    throw Object.assign(new Error('guard said no'), { statusCode: 401 });
  });
  app.get('/api/test/duplicate', async () => {
    await app.db.execute(sql`create table if not exists unique_probe (id integer primary key)`);
    await app.db.execute(sql`insert into unique_probe values (1) on conflict do nothing`);
    await app.db.execute(sql`insert into unique_probe values (1)`);
  });
  app.post('/api/test/echo', async (request) => ({ body: request.body }));
  const user = await createUser(app.db);
  session = bearer((await login(app, user.username)).token);
});
afterAll(() => app.close());

async function counts() {
  return {
    users: (await app.db.select().from(users)).map((u) => `${u.id}:${u.version}:${u.firstname}`),
    outbox: (await app.db.select().from(outboxMessages)).length,
  };
}

describe('error shapes', () => {
  it('answers 404 hydra:Error for an unknown /api route', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/nie-ma-takiej-trasy' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(hydra('Nie znaleziono zasobu'));
    }
  });

  it('answers 400 for malformed JSON and writes nothing', async () => {
    const user = await createUser(app.db);
    const { token } = await login(app, user.username);
    const before = await counts();
    for (const [url, method] of [
      ['/api/users/reset-password-request', 'POST'],
      [`/api/users/${user.id}`, 'PUT'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: '{"identifier": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(hydra('Nieprawidłowe dane żądania'));
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 413 for an oversized body and writes nothing', async () => {
    const before = await counts();
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/reset-password-request',
      payload: { identifier: 'x'.repeat(5000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(hydra('Przesłane dane są zbyt duże'));
    expect(await counts()).toEqual(before);
  });

  it('answers 415 for a body that is not JSON and writes nothing', async () => {
    const before = await counts();
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/reset-password-request',
        headers: { 'content-type': contentType },
        payload: 'identifier=a@b.pl',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual(hydra('Nieobsługiwany format danych'));
    }
    expect(await counts()).toEqual(before);
  });

  it('parses application/ld+json bodies as JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...session, 'content-type': 'application/ld+json; charset=utf-8' },
      payload: '{"a":1}',
    });
    expect(response.json()).toEqual({ body: { a: 1 } });
  });

  it('answers 400 for prototype poisoning', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...session, 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 500 Coś poszło nie tak without the stack or message when a route throws', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/throws', headers: session });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(hydra('Coś poszło nie tak'));
    expect(response.body).not.toContain('sekretny');
    expect(response.body).not.toContain('at ');
  });

  it('answers 409 when a unique index refuses a write that raced past the service check', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/duplicate', headers: session });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(hydra('Taki wpis już istnieje. Odśwież i sprawdź dane.'));
  });

  it('answers any 401 in the JWT bundle shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/unauthorized' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, message: 'JWT Token not found' });
  });

  it("answers the router's own refusals (a path that is not UTF-8, a too long id) as hydra:Error", async () => {
    // Found by the write fuzz (write-fuzz.test.ts): Fastify answered these in its own English shape.
    const badUrl = await app.inject({ method: 'PUT', url: '/api/users/%ED%A0%80', headers: session });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual(hydra('Nieprawidłowe dane żądania'));
    const long = await app.inject({
      method: 'DELETE',
      url: `/api/users/${'9'.repeat(200)}`,
      headers: session,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual(hydra('Adres żądania jest zbyt długi'));
  });

  it('answers 422 with a Polish violation list for a wrong type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/reset-password-request',
      payload: { identifier: 5 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/ConstraintViolationList',
      '@type': 'ConstraintViolationList',
      'hydra:title': 'An error occurred',
      'hydra:description': 'identifier: Pole jest wymagane',
      violations: [{ propertyPath: 'identifier', message: 'Pole jest wymagane' }],
    });
  });
});

describe('plumbing', () => {
  it('answers the health check after asking the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('gives every response a request id, honouring a sane incoming one', async () => {
    const generated = await app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const honoured = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234.abc' },
    });
    expect(honoured.headers['x-request-id']).toBe('lb-1234.abc');
    const replaced = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  // The policy itself, with and without a Google key: content-security-policy.test.ts.
  it('sends security headers with a CSP, on API answers too', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('googleapis');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
