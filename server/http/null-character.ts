import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';
import { HTTP_MESSAGES } from './messages';

/** Whether a parsed body, query or params value holds U+0000 in any string or key, at any depth. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      pending.push(...(next as unknown[]));
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * The one check of every string a route receives: PostgreSQL stores no U+0000 in text ("invalid byte
 * sequence for encoding UTF8"), so a NUL anywhere in the body, query or path is a 400 with a Polish
 * message before any schema or query runs, on every route, present and future.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params))
      throw new ApiError(400, HTTP_MESSAGES.nulCharacter);
  });
}
