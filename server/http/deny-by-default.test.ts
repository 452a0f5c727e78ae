import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_MESSAGES } from '../auth/jwt';
import { createTestApp } from '../test/factories.support';
import { PUBLIC_API_ROUTES, routeKey } from './public-routes';

/** A concrete path for a route pattern: every parameter filled with 1. */
const pathOf = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  // A route written later that forgets about sessions: closed all the same.
  app.get('/api/a-route-added-later', async () => ({ open: true }));
  await app.ready();
});
afterAll(() => app.close());

describe('deny by default', () => {
  it('knows the routes from the server itself', () => {
    expect(app.apiRoutes.length).toBeGreaterThan(40);
    expect(app.apiRoutes.filter((route) => route.public).length).toBeGreaterThan(0);
  });

  it('closes a new route that says nothing about sessions', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/a-route-added-later' });
    expect(response.statusCode).toBe(401);
  });

  it('lists only routes that exist as public', () => {
    const registered = new Set(app.apiRoutes.map((route) => routeKey(route.method, route.url)));
    for (const key of PUBLIC_API_ROUTES) expect(registered, key).toContain(key);
  });

  it('refuses a caller without a session on every other /api route, before reading the request', async () => {
    const closed = app.apiRoutes.filter((route) => !route.public);
    expect(closed.length).toBeGreaterThan(40);
    for (const route of closed) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: pathOf(route.url),
        // A body the route would refuse: the 401 must come before validation.
        ...(['POST', 'PUT', 'DELETE'].includes(route.method) ? { payload: { x: 1 } } : {}),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD')
        expect(response.json<{ message?: string }>().message, route.url).toBe(JWT_MESSAGES.notFound);
    }
  });

  it('refuses a forged token the same way', async () => {
    const closed = app.apiRoutes.filter((route) => !route.public && route.method === 'GET');
    for (const route of closed) {
      const response = await app.inject({
        method: 'GET',
        url: pathOf(route.url),
        headers: { authorization: 'Bearer not.a.token' },
      });
      expect(response.statusCode, route.url).toBe(401);
    }
  });
});
