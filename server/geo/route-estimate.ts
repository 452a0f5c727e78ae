/**
 * Driving distance and time between two points (courses.md §3 Segment, §7 "Route calculation falls
 * back to estimated route, then fallback with empty distance and time"). The port has an offline
 * adapter (haversine × road factor) and a Google Directions adapter that falls back to it.
 */
import { haversineKm, type LatLng } from '../../domain/courses/geo';
import { assertOutsideTransaction } from '../db/transaction-guard';

export type { LatLng };

/**
 * Roads are longer than the great circle: ~1.3 is the usual detour index for road networks in
 * Central Europe, so a straight 252 km (Warszawa–Kraków) becomes ~328 km (the road is ~295 km).
 */
export const ROAD_FACTOR = 1.3;
/** Mean door-to-door speed of a taxi transfer (town streets and main roads mixed), km/h. */
export const AVERAGE_SPEED_KMH = 60;
/** How long the Google Directions call may take before the offline estimate is used. */
export const GOOGLE_TIMEOUT_MS = 10_000;
export const GOOGLE_DIRECTIONS_URL = 'https://maps.googleapis.com/maps/api/directions/json';

/** timeAndDistanceSource of a segment (courses.md §3). */
export type TimeAndDistanceSource = 'defined' | 'estimated' | 'fallback';

export interface RouteEstimate {
  distanceKm: number;
  timeSeconds: number;
  source: 'estimated';
}

/** Port: driving distance and time between two points. May reject; callers fall back. */
export interface RouteEstimator {
  estimate(from: LatLng, to: LatLng): Promise<RouteEstimate>;
}

const isValidPoint = (point: LatLng) =>
  Number.isFinite(point.latitude) &&
  Number.isFinite(point.longitude) &&
  Math.abs(point.latitude) <= 90 &&
  Math.abs(point.longitude) <= 180;

/** Offline estimate: road km rounded to 0.1, time at the average speed rounded to the minute. */
export function estimateRoute(from: LatLng, to: LatLng): RouteEstimate {
  if (!isValidPoint(from) || !isValidPoint(to)) throw new RangeError('Invalid coordinates');
  const distanceKm = Math.round(haversineKm(from, to) * ROAD_FACTOR * 10) / 10;
  const minutes = Math.round((distanceKm / AVERAGE_SPEED_KMH) * 60);
  return { distanceKm, timeSeconds: minutes * 60, source: 'estimated' };
}

/** Offline adapter (tests, demo, no API key). */
export const haversineRouteEstimator: RouteEstimator = {
  estimate: async (from, to) => estimateRoute(from, to),
};

/** The part of fetch the Google adapter uses (the global fetch fits; tests pass a fake). */
export type FetchLike = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const legValue = (leg: Record<string, unknown>, key: 'distance' | 'duration'): number | null => {
  const field = leg[key];
  const value = isRecord(field) ? field.value : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
};

/** Sums the first route's legs of a Directions response; null unless status is OK and legs are sound. */
export function parseDirections(body: unknown): { distanceKm: number; timeSeconds: number } | null {
  if (!isRecord(body) || body.status !== 'OK' || !Array.isArray(body.routes)) return null;
  const route: unknown = body.routes[0];
  if (!isRecord(route) || !Array.isArray(route.legs) || route.legs.length === 0) return null;
  let meters = 0;
  let seconds = 0;
  for (const leg of route.legs as unknown[]) {
    if (!isRecord(leg)) return null;
    const distance = legValue(leg, 'distance');
    const duration = legValue(leg, 'duration');
    if (distance === null || duration === null) return null;
    meters += distance;
    seconds += duration;
  }
  return { distanceKm: meters / 1000, timeSeconds: Math.round(seconds) };
}

/**
 * Google Directions adapter (driving). Any failure (network, HTTP error, status other than OK,
 * unexpected body) yields the fallback estimator's answer instead.
 */
export function googleDirectionsEstimator(
  apiKey: string,
  fetchImpl: FetchLike = fetch,
  fallback: RouteEstimator = haversineRouteEstimator,
): RouteEstimator {
  return {
    async estimate(from, to) {
      const params = new URLSearchParams({
        origin: `${from.latitude},${from.longitude}`,
        destination: `${to.latitude},${to.longitude}`,
        key: apiKey,
        mode: 'driving',
      });
      // Outside the try: a call from inside a transaction is a bug to surface, not a fallback.
      assertOutsideTransaction('Google Directions');
      try {
        const response = await fetchImpl(`${GOOGLE_DIRECTIONS_URL}?${params.toString()}`, {
          signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS),
        });
        const parsed = response.ok ? parseDirections(await response.json()) : null;
        if (parsed) return { ...parsed, source: 'estimated' };
      } catch {
        // Google unreachable or the body is not JSON: the offline estimate below.
      }
      return fallback.estimate(from, to);
    },
  };
}

export interface DefinedKilometers {
  kilometers: number | null;
  timeSeconds: number | null;
}

/** A waypoint's coordinates as stored (places.latitude/longitude may be null). */
export type MaybeLatLng = { latitude?: number | null; longitude?: number | null } | null | undefined;

export interface SegmentDistance {
  distanceKm: number | null;
  timeSeconds: number | null;
  source: TimeAndDistanceSource;
}

const toLatLng = (point: MaybeLatLng): LatLng | null =>
  point && typeof point.latitude === 'number' && typeof point.longitude === 'number'
    ? { latitude: point.latitude, longitude: point.longitude }
    : null;

/**
 * Distance and time of a segment: defined kilometres win; else the estimator's route; else
 * (missing coordinates or estimator error) 'fallback' with empty distance and time.
 */
export async function segmentDistance(
  defined: DefinedKilometers | null,
  from: MaybeLatLng,
  to: MaybeLatLng,
  estimator: RouteEstimator = haversineRouteEstimator,
): Promise<SegmentDistance> {
  if (defined && defined.kilometers !== null) {
    return { distanceKm: defined.kilometers, timeSeconds: defined.timeSeconds, source: 'defined' };
  }
  const start = toLatLng(from);
  const end = toLatLng(to);
  if (start && end) {
    try {
      return await estimator.estimate(start, end);
    } catch {
      // Estimator failed: fall through to the empty fallback (courses.md §7).
    }
  }
  return { distanceKm: null, timeSeconds: null, source: 'fallback' };
}
