import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { PUBLIC_API_ROUTES } from './public-routes';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honours an upstream `X-Request-Id` when it looks like an id, else a new UUID. */
export function genReqId(raw: IncomingMessage): string {
  const header = raw.headers['x-request-id'];
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * Every public route whose path carries a `:token` (the driver's link, the tracking link, a calendar
 * feed, public-routes.ts): a pattern that finds the token's segment. Built from that one list, so a new
 * token route is kept out of the logs without an edit here.
 */
const TOKEN_PATHS: readonly RegExp[] = [...PUBLIC_API_ROUTES]
  .map((route) => route.slice(route.indexOf(' ') + 1))
  .filter((path) => path.includes('/:token'))
  .map((path) => {
    // The whole path must match (so '/api/course-info/:token' does not take 'start' of '…/start/<t>').
    const [before = '', after = ''] = path
      .split(':token')
      .map((part) => part.replace(/:[A-Za-z]+/g, '[^/?]+'));
    return new RegExp(`^(${before})[^/?]+(${after})(?=$|\\?)`);
  });

/**
 * Reset links carry their token in the query string; the driver's link, the passenger's tracking link
 * and a calendar feed in their path (each works for as long as its ride or its user keeps it): none
 * must reach the logs.
 */
export function redactUrl(url: string): string {
  const path = TOKEN_PATHS.reduce((redacted, pattern) => redacted.replace(pattern, '$1[REDACTED]$2'), url);
  return path.replace(/([?&](?:token|refresh_token|password)=)[^&]*/gi, '$1[REDACTED]');
}

/** Pino options: structured logs, no secrets (headers are not logged, bodies never). */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.refresh_token',
        '*.token',
        '*.passwordHash',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
