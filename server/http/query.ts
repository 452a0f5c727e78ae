/**
 * The query-string readers of the whole server (every collection's filters, the course list's too). A
 * bad filter is a 400 with a Polish description (never a 500, never silently ignored); huge values and
 * a filter given twice are refused before anything else looks at them.
 */
import { sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import { ApiError } from './errors';
import { MAX_ROW_ID } from '../../domain/contract/iri';
import { QUERY_TEXT_MAX_LENGTH } from '../../domain/validation/query-limits';

export type RawQuery = Record<string, unknown>;

/** Longest filter value accepted (the SPA's search fields stop there too). */
export const QUERY_VALUE_MAX_LENGTH = QUERY_TEXT_MAX_LENGTH;

export const QUERY_MESSAGES = {
  tooLong: (name: string) => `Wartość parametru ${name} jest zbyt długa`,
  /** `expected` says what would do: 'Nieprawidłowa wartość parametru page: oczekiwano liczby….' */
  invalid: (name: string, expected?: string) =>
    `Nieprawidłowa wartość parametru ${name}${expected ? `: ${expected}.` : ''}`,
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

const invalid = (name: string, expected?: string) =>
  new ApiError(400, QUERY_MESSAGES.invalid(name, expected));

/** The filter's text, trimmed; undefined when absent or empty; a repeated filter is a 400. */
export function queryText(query: RawQuery, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid(name, 'oczekiwano jednej wartości');
  if (value.length > QUERY_VALUE_MAX_LENGTH) throw new ApiError(400, QUERY_MESSAGES.tooLong(name));
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A positive id given as `3` or as the IRI `/api/{resource}/3`. */
export function parseId(value: string, name: string, resource: string): number {
  const match = new RegExp(`^(?:/api/${resource}/)?([1-9][0-9]{0,9})$`).exec(value);
  const id = match?.[1] === undefined ? NaN : Number(match[1]);
  if (!Number.isSafeInteger(id) || id > MAX_ROW_ID)
    throw invalid(name, `oczekiwano IRI /api/${resource}/{id}`);
  return id;
}

/** A positive integer (a page, a page size); `fallback` when absent. */
export function queryPositiveInteger(query: RawQuery, name: string, fallback: number): number {
  const value = queryText(query, name);
  if (value === undefined) return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1)
    throw invalid(name, 'oczekiwano liczby całkowitej większej od 0');
  return Number(value);
}

/** A calendar day `YYYY-MM-DD` that exists; null when absent. */
export function queryDate(query: RawQuery, name: string): string | null {
  const value = queryText(query, name);
  if (value === undefined) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value)
    throw invalid(name, 'oczekiwano daty w formacie RRRR-MM-DD');
  return value;
}

/** One of the `allowed` words, mapped to its value; null when absent. */
export function queryOneOf<T>(query: RawQuery, name: string, allowed: Readonly<Record<string, T>>): T | null {
  const value = queryText(query, name);
  if (value === undefined) return null;
  const mapped = Object.hasOwn(allowed, value) ? allowed[value] : undefined;
  if (mapped === undefined) throw invalid(name, `dozwolone wartości: ${Object.keys(allowed).join(', ')}`);
  return mapped;
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
  throw invalid(name);
}

/** A finite number within [min, max]. */
export function parseNumber(value: string, name: string, min: number, max: number): number {
  const n = /^-?[0-9]+(\.[0-9]+)?$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < min || n > max) throw invalid(name);
  return n;
}

/** `lat,lng` (WGS84). */
export function parseLatLng(value: string, name: string): { lat: number; lng: number } {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length !== 2) throw invalid(name);
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
