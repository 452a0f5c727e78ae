/**
 * The tracking page's ETA (issue 35, row 803): Google Directions' driving time where
 * GOOGLE_MAPS_API_KEY is set, otherwise (or when Google fails) the straight line at 40 km/h, which
 * the page labels 'szacunkowo'. Google's answers are kept a minute per rounded pair of points, so a
 * thousand pages polling every 7 s do not each cost a Directions call.
 */
import type { LatLng } from '../../domain/courses/geo';
import { routeEta, straightLineEta, type Eta } from '../../domain/tracking/tracking-eta';
import { googleDirectionsEstimator, type FetchLike, type RouteEstimator } from './route-estimate';

export type TrackingEta = (from: LatLng, to: LatLng) => Promise<Eta>;

const CACHE_MS = 60_000;
const CACHE_SIZE = 2_000;
/** About 100 m: a car that moved less keeps the cached answer. */
const key = (from: LatLng, to: LatLng) =>
  [from.latitude, from.longitude, to.latitude, to.longitude].map((value) => value.toFixed(3)).join(',');

const noFallback: RouteEstimator = {
  estimate: () => Promise.reject(new Error('Google Directions gave no route')),
};

export function trackingEtaFor(googleApiKey: string | undefined, fetchImpl?: FetchLike): TrackingEta {
  if (!googleApiKey) return async (from, to) => straightLineEta(from, to);
  const google = googleDirectionsEstimator(googleApiKey, fetchImpl, noFallback);
  const cache = new Map<string, { eta: Eta; until: number }>();
  return async (from, to) => {
    const id = key(from, to);
    const now = Date.now();
    const kept = cache.get(id);
    if (kept && kept.until > now) return kept.eta;
    try {
      const route = await google.estimate(from, to);
      const eta = routeEta(route.distanceKm, route.timeSeconds);
      if (cache.size >= CACHE_SIZE) cache.clear();
      cache.set(id, { eta, until: now + CACHE_MS });
      return eta;
    } catch {
      return straightLineEta(from, to);
    }
  };
}
