/**
 * Google adapter of the place search port (locality-search.ts): Places API (New) Text Search, in
 * Polish, limited to Poland and Germany. Any failure (network, timeout, HTTP error, a body it cannot
 * read) or an answer with nothing in PL/DE gives the gazetteer's answer instead, so the form's search
 * keeps working when Google does not. `near` is not passed on: Text Search takes either a restriction
 * (needed for PL/DE) or a bias, not both.
 */
import { assertOutsideTransaction } from '../db/transaction-guard';
import type { Country } from './gazetteer';
import { countryOfCode, isRecord, text } from './google-answer';
import { gazetteerLocalitySearch, type LocalitySearch, type PlaceSearchResult } from './locality-search';
import { DEFAULT_LIMIT, MAX_LIMIT, normalizeQuery } from './place-search';

export const GOOGLE_TEXT_SEARCH_URL = 'https://places.googleapis.com/v1/places:searchText';
/** Only what the locality shape needs: Text Search bills by the fields asked for. */
export const GOOGLE_FIELD_MASK =
  'places.id,places.displayName,places.formattedAddress,places.location,places.addressComponents';
/** Text Search gives at most 20 places a page. */
export const GOOGLE_MAX_RESULTS = 20;
/** The form waits for this answer while the user types: shorter than the route estimate's 10 s. */
export const GOOGLE_PLACE_SEARCH_TIMEOUT_MS = 4_000;
/**
 * A rectangle around Poland and Germany. Text Search restricts by area, not by country, so the
 * answer is also filtered by each place's country component (the box takes in Czechia, Austria...).
 */
export const PL_DE_BOUNDS = {
  low: { latitude: 47.2, longitude: 5.8 },
  high: { latitude: 55.1, longitude: 24.2 },
} as const;

/** The part of fetch the adapter uses (the global fetch fits; tests pass a fake). */
export type PostFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface GooglePlaceSearchOptions {
  apiKey: string;
  fetch?: PostFetch;
  fallback?: LocalitySearch;
  /** Told why Google failed before the fallback answers (the server logs it as a warning). */
  onFallback?: (reason: string) => void;
  timeoutMs?: number;
}

const coordinate = (value: unknown, limit: number): number | null =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;

function countryOf(place: Record<string, unknown>): Country | null {
  const components = Array.isArray(place.addressComponents) ? (place.addressComponents as unknown[]) : [];
  for (const component of components) {
    if (!isRecord(component) || !Array.isArray(component.types) || !component.types.includes('country'))
      continue;
    return countryOfCode(component.shortText);
  }
  return null;
}

/** One Text Search place as a locality, or null when it lacks a field or lies outside the countries. */
function toResult(place: unknown, countries: ReadonlySet<Country>): PlaceSearchResult | null {
  if (!isRecord(place)) return null;
  const id = text(place.id);
  const name = isRecord(place.displayName) ? text(place.displayName.text) : null;
  const location = isRecord(place.location) ? place.location : {};
  const lat = coordinate(location.latitude, 90);
  const lng = coordinate(location.longitude, 180);
  const country = countryOf(place);
  if (id === null || name === null || lat === null || lng === null) return null;
  if (country === null || !countries.has(country)) return null;
  return {
    id: `google:${id}`,
    name,
    address: text(place.formattedAddress) ?? name,
    country,
    lat,
    lng,
    source: 'google',
    placeId: id,
  };
}

/**
 * Reads a Text Search answer: the places in `countries` with a name and coordinates, in Google's
 * order; null when the body is not a Text Search answer at all. `{}` is a valid answer: no places.
 */
export function parseTextSearch(
  body: unknown,
  countries: readonly Country[] = ['pl', 'de'],
): PlaceSearchResult[] | null {
  if (!isRecord(body)) return null;
  if (body.places === undefined) return [];
  if (!Array.isArray(body.places)) return null;
  const allowed = new Set(countries);
  return (body.places as unknown[]).flatMap((place) => toResult(place, allowed) ?? []);
}

/** Google's own words on a refused call ('PERMISSION_DENIED: API key not valid...'), for the log. */
async function refusal(response: { status: number; json(): Promise<unknown> }): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  return [`HTTP ${response.status}`, text(error.status), text(error.message)].filter(Boolean).join(' ');
}

export function googlePlaceSearch(options: GooglePlaceSearchOptions): LocalitySearch {
  const fetchImpl: PostFetch = options.fetch ?? fetch;
  const fallback = options.fallback ?? gazetteerLocalitySearch;
  const timeoutMs = options.timeoutMs ?? GOOGLE_PLACE_SEARCH_TIMEOUT_MS;
  return {
    async search(query, searchOptions = {}) {
      if (normalizeQuery(query) === '') return [];
      const limit = Math.min(MAX_LIMIT, Math.max(1, Math.floor(searchOptions.limit ?? DEFAULT_LIMIT)));
      const countries = searchOptions.countries ?? ['pl', 'de'];
      let reason: string;
      assertOutsideTransaction('Google Places');
      try {
        const response = await fetchImpl(GOOGLE_TEXT_SEARCH_URL, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Goog-Api-Key': options.apiKey,
            'X-Goog-FieldMask': GOOGLE_FIELD_MASK,
          },
          body: JSON.stringify({
            textQuery: query.trim(),
            languageCode: 'pl',
            regionCode: 'PL',
            pageSize: Math.min(limit, GOOGLE_MAX_RESULTS),
            locationRestriction: { rectangle: PL_DE_BOUNDS },
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const results = response.ok ? parseTextSearch(await response.json(), countries) : null;
        if (results && results.length > 0) return results.slice(0, limit);
        // Nothing in PL/DE is an answer, not a fault: the gazetteer may still know a small station town.
        if (results) return await fallback.search(query, searchOptions);
        reason = response.ok ? 'unreadable answer' : await refusal(response);
      } catch (error) {
        // Unreachable, timed out, or the body is not JSON: the gazetteer below.
        reason = error instanceof Error ? `${error.name}: ${error.message}` : 'request failed';
      }
      options.onFallback?.(reason);
      return fallback.search(query, searchOptions);
    },
  };
}

/** The adapter the server runs: Google with a key (GOOGLE_MAPS_API_KEY), else the gazetteer. */
export function createLocalitySearch(
  apiKey: string | undefined,
  options: Omit<GooglePlaceSearchOptions, 'apiKey'> = {},
): LocalitySearch {
  return apiKey ? googlePlaceSearch({ ...options, apiKey }) : gazetteerLocalitySearch;
}
