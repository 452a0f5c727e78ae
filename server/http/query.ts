/**
 * Query-string readers of the whole server (collection filters of places, people, companies, fleet). A bad
 * filter is a 400 with a Polish description (never a 500, never silently ignored); huge values are
 * refused before anything else looks at them.
 */
import { sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import { ApiError } from './errors';
import { MAX_ROW_ID } from '../../domain/contract/iri';

export type RawQuery = Record<string, unknown>;

/** Longest filter value accepted; names and IRIs are far shorter. */
export const QUERY_VALUE_MAX_LENGTH = 200;

export const QUERY_MESSAGES = {
  tooLong: (name: string) => `Wartość parametru ${name} jest zbyt długa`,
  invalid: (name: string) => `Nieprawidłowa wartość parametru ${name}`,
  required: (name: string) => `Parametr ${name} jest wymagany`,
} as const;

/** One query parameter as a client sends it: a value, or several when the key repeats. */
const queryValue = z.union([z.string(), z.array(z.string())]).optional();

/**
 * A route's query string, declared as its `querystring` schema: the parameters it reads (named in
 * OpenAPI; any other is dropped) and the reader that turns them into filters with the Polish 400s of
 * this module. The handler gets `request.query` as `{ filters, raw }`: the filters, and the declared
 * parameters as sent (for the hydra:view links).
 * Example: querySchema(['name', 'page'], (query) => ({ name: queryText(query, 'name') }))
 */
export function querySchema<T>(names: readonly string[], read: (query: RawQuery) => T) {
  const shape: Record<string, typeof queryValue> = Object.fromEntries(
    names.map((name) => [name, queryValue]),
  );
  return z.object(shape).transform((raw) => ({ filters: read(raw), raw: raw as RawQuery }));
}

/** The paging parameters every paged collection reads (pagination.ts). */
export const PAGING_PARAMS = ['page', 'itemsPerPage', 'pagination'] as const;

/** The filter's text (first value when repeated), trimmed; undefined when absent or empty. */
export function queryText(query: RawQuery, name: string): string | undefined {
  const raw = query[name];
  const value = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ApiError(400, QUERY_MESSAGES.invalid(name));
  if (value.length > QUERY_VALUE_MAX_LENGTH) throw new ApiError(400, QUERY_MESSAGES.tooLong(name));
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A positive id given as `3` or as the IRI `/api/{resource}/3`. */
export function parseId(value: string, name: string, resource: string): number {
  const match = new RegExp(`^(?:/api/${resource}/)?([1-9][0-9]{0,9})$`).exec(value);
  const id = match?.[1] === undefined ? NaN : Number(match[1]);
  if (!Number.isSafeInteger(id) || id > MAX_ROW_ID) throw new ApiError(400, QUERY_MESSAGES.invalid(name));
  return id;
}

export function queryId(query: RawQuery, name: string, resource: string): number | undefined {
  const value = queryText(query, name);
  return value === undefined ? undefined : parseId(value, name, resource);
}

export function queryBoolean(query: RawQuery, name: string): boolean | undefined {
  const value = queryText(query, name);
  if (value === undefined) return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new ApiError(400, QUERY_MESSAGES.invalid(name));
}

/** A finite number within [min, max]. */
export function parseNumber(value: string, name: string, min: number, max: number): number {
  const n = /^-?[0-9]+(\.[0-9]+)?$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < min || n > max) throw new ApiError(400, QUERY_MESSAGES.invalid(name));
  return n;
}

/** `lat,lng` (WGS84). */
export function parseLatLng(value: string, name: string): { lat: number; lng: number } {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length !== 2) throw new ApiError(400, QUERY_MESSAGES.invalid(name));
  return {
    lat: parseNumber(parts[0] ?? '', name, -90, 90),
    lng: parseNumber(parts[1] ?? '', name, -180, 180),
  };
}

/**
 * Lower-case, without Polish or German diacritics: the JS side of `foldSql` in the repositories, so a
 * name filter matches 'lodz' to 'Łódź' and 'KRAKOW' to 'Kraków'.
 */
export const FOLD_FROM = 'ĄĆĘŁŃÓŚŹŻÄÖÜąćęłńóśźżäöüß';
export const FOLD_TO = 'ACELNOSZZAOUacelnoszzaous';

export function foldForSearch(text: string): string {
  let out = '';
  for (const char of text) {
    const index = FOLD_FROM.indexOf(char);
    out += index >= 0 ? (FOLD_TO[index] ?? char) : char;
  }
  return out.toLowerCase();
}

/** Example: likeContains('50%_a') === '%50\\%\\_a%' */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** SQL side of `foldForSearch`: `foldedColumn(places.name) LIKE likeContains(foldForSearch(term))`. */
export const foldedColumn = (column: SQLWrapper) =>
  sql`lower(translate(${column}, ${FOLD_FROM}, ${FOLD_TO}))`;
