/**
 * The keyset cursor of the course list (ADR 011): `after=<base64url of JSON [time, id]>`, the sort key
 * (first stop time or creation time, in ms; null for a course without a time) and the id of the last
 * course of the previous page. Opaque to clients: they follow `hydra:next`. A cursor that does not
 * decode is a 400 like every other bad query value.
 */
import { z } from 'zod';
import { ApiError } from '../../http/errors';
import { QUERY_MESSAGES, queryText, type RawQuery } from '../../http/query';
import { MAX_ROW_ID } from '../../../domain/contract/iri';

export interface CourseCursor {
  /** The sort key of the last course shown (ms since the epoch), null when it has none. */
  at: number | null;
  id: number;
}

/** Year 1 to the last day a JS Date holds: PostgreSQL reads every such time (a wider one would be a 500). */
const cursorSchema = z.tuple([
  z
    .number()
    .int()
    .min(Date.UTC(1, 0, 1))
    .max(8.64e15)
    .nullable(),
  z.number().int().min(1).max(MAX_ROW_ID),
]);

/** `encodeCursor({ at: Date.UTC(2026, 0, 2), id: 7 })` -> 'WzE3NjczMTIwMDAwMDAsN10' */
export const encodeCursor = ({ at, id }: CourseCursor): string =>
  Buffer.from(JSON.stringify([at, id])).toString('base64url');

const BAD_CURSOR = QUERY_MESSAGES.invalid('after', 'oczekiwano wskaźnika z odnośnika hydra:next');

/** The `after` parameter as a cursor; null when absent. */
export function queryCursor(query: RawQuery): CourseCursor | null {
  const value = queryText(query, 'after');
  if (value === undefined) return null;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) throw new ApiError(400, BAD_CURSOR);
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw new ApiError(400, BAD_CURSOR);
  }
  const parsed = cursorSchema.safeParse(decoded);
  if (!parsed.success) throw new ApiError(400, BAD_CURSOR);
  const [at, id] = parsed.data;
  return { at, id };
}
