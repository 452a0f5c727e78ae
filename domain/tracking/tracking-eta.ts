/**
 * The ETA of the live tracking link (issue 35, docs/spec-decisions.md rows 800-809): the car's last
 * position to the passenger's own pick-up stop. The server prefers the route estimate (Google
 * Directions where configured); without it, or when it fails, this straight-line estimate at a stated
 * average speed is used and the page labels it 'szacunkowo'.
 */
import { haversineKm, type LatLng } from '../courses/geo';

/** Mean speed of the straight-line estimate, km/h: town streets and main roads mixed (row 803). */
export const TRACKING_AVERAGE_SPEED_KMH = 40;

/** 'route': the map service's driving time; 'straight_line': distance along the line at 40 km/h. */
export type EtaSource = 'route' | 'straight_line';

export interface Eta {
  /** Whole minutes, at least 0. */
  minutes: number;
  /** Kilometres, one decimal. */
  distanceKm: number;
  source: EtaSource;
}

/**
 * Straight-line ETA, minutes rounded up (a car 20 s away is '1 min', never '0 min' before it stops).
 * Example: straightLineEta({ latitude: 52.2297, longitude: 21.0122 }, { latitude: 52.2297, longitude: 21.2122 })
 *   -> { minutes: 21, distanceKm: 13.6, source: 'straight_line' }
 */
export function straightLineEta(from: LatLng, to: LatLng): Eta {
  const km = haversineKm(from, to);
  return {
    minutes: Math.ceil((km / TRACKING_AVERAGE_SPEED_KMH) * 60),
    distanceKm: Math.round(km * 10) / 10,
    source: 'straight_line',
  };
}

/** The route estimate's answer as an ETA (seconds rounded up to the minute). */
export function routeEta(distanceKm: number, timeSeconds: number): Eta {
  return {
    minutes: Math.max(0, Math.ceil(timeSeconds / 60)),
    distanceKm: Math.round(distanceKm * 10) / 10,
    source: 'route',
  };
}

/**
 * What the passenger reads: 'ok. 21 min (13,6 km), szacunkowo' for the straight line, without the
 * label for the route estimate; under a minute reads 'mniej niż minuta'.
 * Example: etaText({ minutes: 21, distanceKm: 13.6, source: 'straight_line' }) === 'ok. 21 min (13,6 km), szacunkowo'
 */
export function etaText(eta: Eta): string {
  const time = eta.minutes < 1 ? 'mniej niż minuta' : `ok. ${eta.minutes} min`;
  const distance = `${eta.distanceKm.toFixed(1).replace('.', ',')} km`;
  return `${time} (${distance})${eta.source === 'straight_line' ? ', szacunkowo' : ''}`;
}
