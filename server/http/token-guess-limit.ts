/**
 * A brake on guessing the tokens of public token routes (the driver's link, its position post, the
 * passenger's tracking link, a calendar feed: every `:token` path of PUBLIC_API_ROUTES). Each token has
 * 256 bits, so guessing cannot succeed; the brake keeps a scanner from turning those routes into free
 * database load and keeps it out of the logs' noise (row 853).
 *
 * Only misses count: a 404 from such a route (a wrong, replaced, expired or revoked token). A driver's
 * phone posting its position every 5 s, or a calendar app polling, never meets the limit. After
 * `maxMisses` misses from one address within `windowSeconds`, every token route answers that address
 * 429 until the window ends. Kept in each API process's memory: with N processes an address gets up to
 * N times the misses, which still leaves guessing hopeless; a restart forgets the counts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ApiError } from './errors';
import { HTTP_MESSAGES } from './messages';
import { PUBLIC_API_ROUTES, routeKey } from './public-routes';

export interface TokenGuessLimit {
  /** Misses allowed per address in the window; 0 switches the brake off. */
  maxMisses: number;
  windowSeconds: number;
  now?: () => number;
}

/** Addresses remembered at most (a flood of spoofed addresses cannot grow the map without bound). */
const MAX_ADDRESSES = 10_000;

interface Window {
  startedAt: number;
  misses: number;
}

const isTokenRoute = (method: string, url: string): boolean =>
  url.includes('/:token') && PUBLIC_API_ROUTES.has(routeKey(method, url));

export function limitTokenGuesses(app: FastifyInstance, limit: TokenGuessLimit): void {
  if (limit.maxMisses <= 0) return;
  const now = limit.now ?? Date.now;
  const windowMs = limit.windowSeconds * 1000;
  const windows = new Map<string, Window>();

  const current = (ip: string): Window | undefined => {
    const window = windows.get(ip);
    if (window && now() - window.startedAt >= windowMs) {
      windows.delete(ip);
      return undefined;
    }
    return window;
  };

  const refuseWhenSpent: onRequestHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const window = current(request.ip);
    if (!window || window.misses < limit.maxMisses) return;
    const retryAfter = Math.max(1, Math.ceil((window.startedAt + windowMs - now()) / 1000));
    reply.header('retry-after', String(retryAfter));
    throw new ApiError(429, HTTP_MESSAGES.tooManyRequests);
  };

  const countMiss = async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode !== 404) return;
    const window = current(request.ip);
    if (window) {
      window.misses += 1;
      return;
    }
    if (windows.size >= MAX_ADDRESSES) {
      // Forget the oldest address (Map keeps insertion order) rather than refuse to count a new one.
      const oldest = windows.keys().next().value;
      if (oldest !== undefined) windows.delete(oldest);
    }
    windows.set(request.ip, { startedAt: now(), misses: 1 });
  };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => isTokenRoute(method, route.url))) return;
    const before = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [refuseWhenSpent, ...(before as onRequestHookHandler[])];
    const after = route.onResponse ? [route.onResponse].flat() : [];
    route.onResponse = [...after, countMiss] as typeof route.onResponse;
  });
}
