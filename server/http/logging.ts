import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honours an upstream `X-Request-Id` when it looks like an id, else a new UUID. */
export function genReqId(raw: IncomingMessage): string {
  const header = raw.headers['x-request-id'];
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * Reset links carry their token in the query string, a calendar feed in its path (it works for as
 * long as the user keeps it, row 792): neither must reach the logs.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|refresh_token|password)=)[^&]*/gi, '$1[REDACTED]')
    .replace(/^(\/api\/calendar\/)[^/?]+/, '$1[REDACTED]');
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
