import type { FastifyInstance, FastifySchema, onRequestHookHandler, RouteOptions } from 'fastify';
import { authenticate } from '../auth/authenticate';
import { isApiPath } from './api-paths';
import { PUBLIC_API_ROUTES, routeKey } from './public-routes';

export interface ApiRoute {
  method: string;
  url: string;
  public: boolean;
  /** The route's declared schemas: the route-wide contract test reads them. */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route (isApiPath) as registered (from Fastify's own route registration), for the route-wide tests. */
    apiRoutes: ApiRoute[];
  }
}

function hooksOf(route: RouteOptions): onRequestHookHandler[] {
  const hooks = route.onRequest;
  if (!hooks) return [];
  return Array.isArray(hooks) ? [...(hooks as onRequestHookHandler[])] : [hooks as onRequestHookHandler];
}

/**
 * Closes every API route (/api and the finance paths, isApiPath) unless PUBLIC_API_ROUTES lists it: `authenticate` runs first on its
 * onRequest hooks, so a stranger is refused (401) before params or body are read. Register before
 * any route.
 */
export function denyByDefault(app: FastifyInstance): void {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const isPublic = methods.every((method) => PUBLIC_API_ROUTES.has(routeKey(method, route.url)));
    for (const method of methods)
      routes.push({ method, url: route.url, public: isPublic, schema: route.schema });
    if (isPublic) return;
    const hooks = hooksOf(route).filter((hook) => hook !== authenticate);
    route.onRequest = [authenticate, ...hooks];
  });
}
