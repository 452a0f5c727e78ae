/**
 * Google adapter of the reverse geocoding port (reverse-geocode.ts): the Geocoding API, in Polish.
 * Written like google-place-search.ts: any failure (network, timeout, HTTP error, a status other than
 * OK or ZERO_RESULTS, a body it cannot read) gives the gazetteer's answer instead, so the map editor
 * keeps naming places when Google does not. ZERO_RESULTS is an answer (nothing there), not a fault.
 */
import type { FetchLike } from './route-estimate';
import { countryOfCode, isRecord, text } from './google-answer';
import { gazetteerReverseGeocoder, type ReverseGeocodeResult, type ReverseGeocoder } from './reverse-geocode';

export const GOOGLE_GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json';
/** The editor waits for this answer after a drag: as short as the place search's. */
export const GOOGLE_GEOCODE_TIMEOUT_MS = 4_000;

export interface GoogleReverseGeocoderOptions {
  apiKey: string;
  fetch?: FetchLike;
  fallback?: ReverseGeocoder;
  /** Told why Google failed before the fallback answers (the server logs it as a warning). */
  onFallback?: (reason: string) => void;
  timeoutMs?: number;
}

function component(result: Record<string, unknown>, type: string): Record<string, unknown> | null {
  const components = Array.isArray(result.address_components) ? (result.address_components as unknown[]) : [];
  for (const entry of components)
    if (isRecord(entry) && Array.isArray(entry.types) && entry.types.includes(type)) return entry;
  return null;
}

/**
 * Reads a Geocoding answer: its first result as an address, null for ZERO_RESULTS, undefined when the
 * body is not an answer it can use (the caller falls back).
 */
export function parseGeocode(body: unknown): ReverseGeocodeResult | null | undefined {
  if (!isRecord(body)) return undefined;
  if (body.status === 'ZERO_RESULTS') return null;
  if (body.status !== 'OK' || !Array.isArray(body.results)) return undefined;
  const first: unknown = body.results[0];
  if (!isRecord(first)) return null;
  const address = text(first.formatted_address);
  if (address === null) return null;
  const country = component(first, 'country');
  const locality = component(first, 'locality');
  return {
    address,
    name: (locality ? text(locality.long_name) : null) ?? address,
    country: country ? countryOfCode(country.short_name) : null,
    source: 'google',
    placeId: text(first.place_id),
  };
}

export function googleReverseGeocoder(options: GoogleReverseGeocoderOptions): ReverseGeocoder {
  const fetchImpl: FetchLike = options.fetch ?? fetch;
  const fallback = options.fallback ?? gazetteerReverseGeocoder;
  const timeoutMs = options.timeoutMs ?? GOOGLE_GEOCODE_TIMEOUT_MS;
  return {
    async reverse(point) {
      const params = new URLSearchParams({
        latlng: `${point.lat},${point.lng}`,
        language: 'pl',
        key: options.apiKey,
      });
      let reason: string;
      try {
        const response = await fetchImpl(`${GOOGLE_GEOCODE_URL}?${params.toString()}`, {
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body: unknown = response.ok ? await response.json() : undefined;
        const result = response.ok ? parseGeocode(body) : undefined;
        if (result !== undefined) return result;
        const status = isRecord(body) ? text(body.status) : null;
        reason = response.ok ? `unreadable answer ${status ?? ''}`.trim() : 'HTTP error';
      } catch (error) {
        reason = error instanceof Error ? `${error.name}: ${error.message}` : 'request failed';
      }
      options.onFallback?.(reason);
      return fallback.reverse(point);
    },
  };
}

/** The adapter the server runs: Google with a key (GOOGLE_MAPS_API_KEY), else the gazetteer. */
export function createReverseGeocoder(
  apiKey: string | undefined,
  options: Omit<GoogleReverseGeocoderOptions, 'apiKey'> = {},
): ReverseGeocoder {
  return apiKey ? googleReverseGeocoder({ ...options, apiKey }) : gazetteerReverseGeocoder;
}
