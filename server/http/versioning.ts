/**
 * The one versioning rule (ADR 003): every mutable resource carries an integer `version`, sent as the
 * weak ETag `W/"<version>"`. A write is checked here and only here:
 * - `If-Match` against the ETag's version (for a ride, its course's): stale -> 412;
 * - a body `version` against the resource's (for a ride, the ride's): stale -> 409;
 * - a write that replaces fields (a PUT) without either -> 428; a state transition (accept, cancel,
 *   a status...) may omit both: the state machine itself refuses what no longer applies.
 */
import type { FastifyRequest } from 'fastify';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ApiError } from './errors';
import { HTTP_MESSAGES } from './messages';
import { MAX_ROW_ID } from '../../domain/contract/iri';

export const etagOf = (version: number) => `W/"${version}"`;

/** A write's new version, counted by the database: `.set({ version: bumpVersion(rides.version) })`. */
export const bumpVersion = (column: AnyColumn): SQL<number> => sql<number>`${column} + 1`;

/** `W/"3"`, `"3"` or `3` -> '3'. */
export const etagValue = (value: string) => value.replace(/^W\//, '').replace(/"/g, '').trim();

/** The request's If-Match, undefined when absent or empty. */
export const ifMatchOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['if-match'];
  return typeof header === 'string' && header !== '' ? header : undefined;
};

/** A body `version`: a positive 32-bit integer, optional. */
export const versionField = z
  .number({ error: HTTP_MESSAGES.invalidValue })
  .int(HTTP_MESSAGES.invalidValue)
  .min(1, HTTP_MESSAGES.invalidValue)
  .max(MAX_ROW_ID, HTTP_MESSAGES.invalidValue)
  .nullish();

export interface Freshness {
  /** The version the ETag names (the resource, or a ride's course). */
  etagVersion: number;
  /** The version a body `version` is compared with; defaults to `etagVersion`. */
  bodyCurrent?: number;
  ifMatch: string | undefined;
  bodyVersion: number | null | undefined;
  /** A field-replacing write: one of the two is required (428). */
  required: boolean;
}

export function checkFreshness({
  etagVersion,
  bodyCurrent = etagVersion,
  ifMatch,
  bodyVersion,
  required,
}: Freshness) {
  const hasIfMatch = ifMatch !== undefined && ifMatch !== '';
  const hasBody = bodyVersion !== undefined && bodyVersion !== null;
  if (hasIfMatch && etagValue(ifMatch) !== String(etagVersion)) throw new ApiError(412, HTTP_MESSAGES.stale);
  if (hasBody && bodyVersion !== bodyCurrent) throw new ApiError(409, HTTP_MESSAGES.stale);
  if (required && !hasIfMatch && !hasBody) throw new ApiError(428, HTTP_MESSAGES.versionRequired);
}

/** A field-replacing write of a resource at `current`: checked, and `current` returned for the update. */
export function expectedVersion(
  current: number,
  bodyVersion: number | null | undefined,
  ifMatch: string | undefined,
) {
  checkFreshness({ etagVersion: current, ifMatch, bodyVersion, required: true });
  return current;
}

/** The lost-race answer: the row changed between the read and the conditional update. */
export const staleWrite = () => new ApiError(409, HTTP_MESSAGES.stale);
