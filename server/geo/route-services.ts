/**
 * The map services the server writes with: the route estimate (Google Directions when
 * GOOGLE_MAPS_API_KEY is set, falling back to the offline haversine estimate) and a map link
 * through a list of stops (only with Google: an offline deployment links nowhere).
 */
import type { LatLng } from '../../domain/courses/geo';
import { googleDirectionsEstimator, haversineRouteEstimator } from './route-estimate';
import type { FetchLike, RouteEstimator } from './route-estimate';

export interface RouteServices {
  estimator: RouteEstimator;
  /** A link that opens the route through `points` on a map, or null. */
  routeUrl(points: readonly LatLng[]): string | null;
}

/** Google Maps URLs take an origin, a destination and at most 9 waypoints between them. */
export const MAX_LINK_WAYPOINTS = 9;
export const GOOGLE_MAPS_DIR_URL = 'https://www.google.com/maps/dir/';

const latLng = (point: LatLng) => `${point.latitude},${point.longitude}`;

/**
 * A Google Maps directions link (no key needed); null for fewer than 2 points or more than the link
 * carries (a route silently cut short would mislead more than no link).
 * Example: googleMapsRouteUrl([a, b]) === 'https://www.google.com/maps/dir/?api=1&origin=…&destination=…&travelmode=driving'
 */
export function googleMapsRouteUrl(points: readonly LatLng[]): string | null {
  const origin = points[0];
  const destination = points.at(-1);
  if (!origin || !destination || points.length < 2 || points.length > MAX_LINK_WAYPOINTS + 2) return null;
  const params = new URLSearchParams({
    api: '1',
    origin: latLng(origin),
    destination: latLng(destination),
    travelmode: 'driving',
  });
  const between = points.slice(1, -1);
  if (between.length > 0) params.set('waypoints', between.map(latLng).join('|'));
  return `${GOOGLE_MAPS_DIR_URL}?${params.toString()}`;
}

export const offlineRouteServices: RouteServices = {
  estimator: haversineRouteEstimator,
  routeUrl: () => null,
};

export function routeServicesFor(googleApiKey: string | undefined, fetchImpl?: FetchLike): RouteServices {
  if (!googleApiKey) return offlineRouteServices;
  return { estimator: googleDirectionsEstimator(googleApiKey, fetchImpl), routeUrl: googleMapsRouteUrl };
}
