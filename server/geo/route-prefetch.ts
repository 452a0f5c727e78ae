/**
 * No external call inside a database transaction (issue 14): a write asks the map service for every
 * leg it will need BEFORE it opens its transaction, and the transaction estimates from these answers
 * only. A slow Google (up to GOOGLE_TIMEOUT_MS per leg, the legs in parallel) then delays the request,
 * never a course lock. A leg the transaction needs but nobody foresaw (the course changed in between)
 * gets the offline estimate, not a network call (docs/spec-decisions.md row 270).
 */
import type { LatLng } from '../../domain/courses/geo';
import { haversineRouteEstimator, type RouteEstimate, type RouteEstimator } from './route-estimate';
import type { RouteServices } from './route-services';

export type LegPair = readonly [LatLng | null | undefined, LatLng | null | undefined];

const keyOf = (from: LatLng, to: LatLng) =>
  `${from.latitude},${from.longitude}>${to.latitude},${to.longitude}`;

/**
 * Asks `estimator` for every pair (each distinct pair once, all at once) and answers an estimator
 * that replays these answers without any I/O. A rejected estimate is replayed as a rejection, so
 * callers fall back exactly as they did when they asked inside the transaction.
 * Example: const estimator = await prefetchEstimator(ctx.routes?.estimator, pairs); then
 * db.transaction((tx) => writeStops(tx, rideId, stops, estimator)).
 */
export async function prefetchEstimator(
  estimator: RouteEstimator | undefined,
  pairs: readonly LegPair[],
): Promise<RouteEstimator | undefined> {
  // The offline estimate is pure arithmetic: nothing to fetch ahead.
  if (!estimator || estimator === haversineRouteEstimator) return estimator;
  const answers = new Map<string, Promise<RouteEstimate>>();
  for (const [from, to] of pairs) {
    if (!from || !to) continue;
    const key = keyOf(from, to);
    if (!answers.has(key)) answers.set(key, estimator.estimate(from, to));
  }
  // Settled before the caller opens its transaction; the stored promises are already resolved.
  await Promise.allSettled(answers.values());
  return {
    estimate: (from, to) => answers.get(keyOf(from, to)) ?? haversineRouteEstimator.estimate(from, to),
  };
}

/** The same for the route services of a write context (the map link needs no network). */
export async function prefetchRoutes(
  routes: RouteServices | undefined,
  pairs: readonly LegPair[],
): Promise<RouteServices | undefined> {
  if (!routes) return routes;
  const estimator = await prefetchEstimator(routes.estimator, pairs);
  return estimator ? { ...routes, estimator } : routes;
}
