/**
 * Distance and time of one segment without a map service: the straight line × 1.3 (roads are longer)
 * driven at 60 km/h. One small function so a real router (server/geo) can replace it in one place.
 */
import { haversineKm } from './geo';
import type { LatLng } from './geo';

export const ROAD_FACTOR = 1.3;
export const SPEED_KMH = 60;

export interface SegmentEstimate {
  /** Kilometres, one decimal; null without coordinates. */
  distance: number | null;
  /** Seconds; null without coordinates. */
  time: number | null;
  timeAndDistanceSource: 'estimated' | 'fallback';
}

/**
 * Example: estimateSegment({ latitude: 52.2288, longitude: 21.0033 }, { latitude: 50.0676, longitude: 19.9475 })
 *   -> { distance: 327.6, time: 19656, timeAndDistanceSource: 'estimated' }; estimateSegment(null, x).distance === null
 */
export function estimateSegment(from: LatLng | null, to: LatLng | null): SegmentEstimate {
  if (from === null || to === null) return { distance: null, time: null, timeAndDistanceSource: 'fallback' };
  const distance = Math.round(haversineKm(from, to) * ROAD_FACTOR * 10) / 10;
  return {
    distance,
    time: Math.round((distance / SPEED_KMH) * 3600),
    timeAndDistanceSource: 'estimated',
  };
}
