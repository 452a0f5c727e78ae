import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/factories.support';
import { errorHandler } from './errors';
import { HTTP_MESSAGES } from './messages';
import { limitTokenGuesses } from './token-guess-limit';

const WRONG = 'not-a-token-of-anything';

describe('the brake on guessing tokens of the public token routes (row 853)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ tokenMissLimit: 3, tokenMissWindowSeconds: 600 });
  });
  afterAll(() => app.close());

  it('answers 429 with Retry-After to an address after its misses, on every token route, and only there', async () => {
    for (let miss = 0; miss < 3; miss += 1) {
      const response = await app.inject({ method: 'GET', url: `/api/tracking/${WRONG}-${miss}` });
      expect(response.statusCode).toBe(404);
    }
    const spent = await app.inject({ method: 'GET', url: `/api/tracking/${WRONG}` });
    expect(spent.statusCode).toBe(429);
    expect(spent.json()['hydra:description']).toBe(HTTP_MESSAGES.tooManyRequests);
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(590);
    // The driver's link and the calendar feed are closed to that address too.
    expect((await app.inject({ method: 'GET', url: `/api/course-info/${WRONG}` })).statusCode).toBe(429);
    expect((await app.inject({ method: 'GET', url: `/api/calendar/${WRONG}.ics` })).statusCode).toBe(429);
    // Another address is not, and routes without a token are not.
    const other = await app.inject({
      method: 'GET',
      url: `/api/tracking/${WRONG}`,
      remoteAddress: '10.0.0.9',
    });
    expect(other.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('the window', () => {
  let clock = 0;
  const app = Fastify();
  beforeAll(async () => {
    app.setErrorHandler(errorHandler);
    limitTokenGuesses(app, { maxMisses: 2, windowSeconds: 60, now: () => clock });
    app.get('/api/tracking/:token', async (request, reply) =>
      (request.params as { token: string }).token === 'good' ? { ok: true } : reply.code(404).send({}),
    );
    await app.ready();
  });
  afterAll(() => app.close());
  const get = async (token: string) =>
    (await app.inject({ method: 'GET', url: `/api/tracking/${token}` })).statusCode;

  it('counts only misses, and forgets them when the window ends', async () => {
    for (let call = 0; call < 5; call += 1) expect(await get('good')).toBe(200);
    expect(await get('bad')).toBe(404);
    clock = 30_000;
    expect(await get('bad')).toBe(404);
    expect(await get('good')).toBe(429);
    clock = 60_000;
    expect(await get('good')).toBe(200);
    expect(await get('bad')).toBe(404);
  });

  it('is off with a limit of 0', async () => {
    const open = Fastify();
    limitTokenGuesses(open, { maxMisses: 0, windowSeconds: 60 });
    open.get('/api/tracking/:token', async (_request, reply) => reply.code(404).send({}));
    for (let call = 0; call < 5; call += 1)
      expect((await open.inject({ method: 'GET', url: '/api/tracking/x' })).statusCode).toBe(404);
    await open.close();
  });
});
