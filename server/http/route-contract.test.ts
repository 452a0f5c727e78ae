import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test/factories.support';

/**
 * Every route of the server declares its contract (issue 9 "every route declares its schemas"): a
 * response schema for its success answer (which serializes it, zod-provider.ts), its path parameters,
 * and the body of a write. A route added without them fails here.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({});
  await app.ready();
});
afterAll(() => app.close());

/** Writes whose input is all in the path or the query (the driver link's marks, a reached stop), or none. */
const BODYLESS_WRITES = new Set([
  'POST /api/course-info/reply/:token/:rideId/:answer',
  'POST /api/course-info/start/:token',
  'POST /api/course-info/segment-achieved/:token/:waypointId',
  'POST /api/course-info/end/:token/:endedAt',
  'POST /api/waypoints/:id/achieved',
  // A new calendar link for the caller: nothing to send (rows 788-793).
  'POST /api/calendar_feed',
]);

/**
 * Writes whose body the handler reads itself: the fuel import is multipart (a file and a field); a
 * transfer protocol's ±12 h window is measured against the request's own time, so the handler parses
 * the body with the domain schema made at that moment (`transferProtocolSchema(now)`).
 */
const HANDLER_PARSED_BODIES = new Set([
  'POST /api/transactions/import',
  'POST /api/transfer_protocols',
  'PUT /api/transfer_protocols/:id',
]);

/**
 * Whole lists: a ride's, one's own push devices (at most 10), the map's cars in progress (at most
 * 1 000); they read no query parameter at all.
 */
const WHOLE_LISTS = new Set([
  ...['taxi', 'kilometer']
    .flatMap((kind) =>
      ['messages', 'comments', 'ratings'].map((list) => `GET /api/${kind}_course_rides/:id/${list}`),
    )
    .filter((key) => key !== 'GET /api/kilometer_course_rides/:id/ratings'),
  'GET /api/push/devices',
  'GET /api/course_positions/latest',
]);

const routes = () => app.apiRoutes.filter((route) => route.method !== 'HEAD');

describe('the route contract', () => {
  it('finds the routes', () => {
    expect(routes().length).toBeGreaterThan(50);
  });

  it('every route declares a zod response schema for a success status', () => {
    const missing = routes().filter(({ schema }) => {
      const responses = Object.entries((schema?.response ?? {}) as Record<string, unknown>);
      return !responses.some(([status, value]) => /^2\d\d$/.test(status) && value instanceof z.ZodType);
    });
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('every route with path parameters declares them', () => {
    const missing = routes().filter(({ url, schema }) => url.includes(':') && !schema?.params);
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('every collection declares the query parameters it reads', () => {
    const isCollection = (response: unknown) =>
      Object.values((response ?? {}) as Record<string, unknown>).some(
        (schema) => schema instanceof z.ZodObject && 'hydra:member' in schema.shape,
      );
    const missing = routes().filter(
      ({ method, url, schema }) =>
        isCollection(schema?.response) && !schema?.querystring && !WHOLE_LISTS.has(`${method} ${url}`),
    );
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('every write declares its body, unless all its input is in the path or the query', () => {
    const missing = routes().filter(
      ({ method, url, schema }) =>
        (method === 'POST' || method === 'PUT') &&
        !schema?.body &&
        !BODYLESS_WRITES.has(`${method} ${url}`) &&
        !HANDLER_PARSED_BODIES.has(`${method} ${url}`),
    );
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('an answer is serialized through its schema: a field outside the contract never leaves', async () => {
    const probe = await createTestApp({});
    // Outside /api, so the probe needs no session.
    probe.get(
      '/contract-probe',
      { schema: { response: { 200: z.object({ id: z.number() }) } } },
      async () => ({
        id: 1,
        passwordHash: 'secret',
      }),
    );
    const response = await probe.inject({ method: 'GET', url: '/contract-probe' });
    await probe.close();
    expect(response.json()).toEqual({ id: 1 });
  });
});
