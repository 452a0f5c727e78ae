/**
 * Reading Google's JSON answers field by field (the place search and the reverse geocoder): a body
 * is untrusted `unknown`, and a field that is missing or of another type reads as null.
 */
import type { Country } from './gazetteer';

const COUNTRY_CODES: Readonly<Record<string, Country>> = { PL: 'pl', DE: 'de' };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A non-blank string, trimmed; else null. */
export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The gazetteer's country of a region code ('PL', 'de'); null for any other country. */
export const countryOfCode = (code: unknown): Country | null =>
  COUNTRY_CODES[text(code)?.toUpperCase() ?? ''] ?? null;
