/** Optimistic locking of the PUTs here, as the course writes do it (docs/api.md 409/412). */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { ApiError, ViolationError } from '../../http/errors';
import { HTTP_MESSAGES } from '../../http/messages';

export const versionField = z
  .number({ error: HTTP_MESSAGES.invalidValue })
  .int(HTTP_MESSAGES.invalidValue)
  .min(1, HTTP_MESSAGES.invalidValue)
  .max(2_147_483_647, HTTP_MESSAGES.invalidValue)
  .nullish();

export const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const ifMatchOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['if-match'];
  return typeof header === 'string' && header !== '' ? header : undefined;
};

const etagValue = (value: string) => value.replace(/^W\//, '').replace(/"/g, '').trim();
export const etagOf = (version: number) => `W/"${version}"`;

/**
 * The version a PUT is based on: a stale `If-Match` is a 412, a stale body `version` a 409; one of the
 * two is required (422 on `version`), so no write ever overwrites blindly.
 */
export function expectedVersion(current: number, bodyVersion: number | null | undefined, ifMatch?: string) {
  if (ifMatch !== undefined && etagValue(ifMatch) !== String(current))
    throw new ApiError(412, HTTP_MESSAGES.stale);
  if (bodyVersion !== undefined && bodyVersion !== null && bodyVersion !== current)
    throw new ApiError(409, HTTP_MESSAGES.stale);
  if (ifMatch === undefined && (bodyVersion === undefined || bodyVersion === null))
    throw new ViolationError([{ propertyPath: 'version', message: HTTP_MESSAGES.required }]);
  return current;
}

/** The lost-race answer: the row changed between the read and the conditional update. */
export const staleWrite = () => new ApiError(409, HTTP_MESSAGES.stale);
