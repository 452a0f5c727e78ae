/**
 * Reverse geocoding port of the map location editor (administration.md §4: dragging the map clears
 * the address and reverse-geocodes after the drag ends; §8: 'Nie znaleziono adresu dla zaznaczonego
 * miejsca' when nothing is found). Offline adapter: the nearest gazetteer locality within
 * REVERSE_GEOCODE_RADIUS_KM; google-reverse-geocode.ts asks Google's Geocoding API with a key.
 */
import { haversineKm } from '../../domain/courses/geo';
import { formatAddress, LOCALITIES, type Country, type Locality } from './gazetteer';

/**
 * How far the nearest gazetteer locality may lie from the pin. The gazetteer holds the towns with a
 * station or a depot, some 30 km apart in the emptiest regions; beyond that the answer would name a
 * town the user did not point at (docs/spec-decisions.md row 242).
 */
export const REVERSE_GEOCODE_RADIUS_KM = 30;

export interface ReverseGeocodeResult {
  /** 'Łódź, łódzkie, Polska' from the gazetteer; Google's formatted address with a key. */
  address: string;
  name: string;
  country: Country | null;
  source: 'gazetteer' | 'google';
  /** Google's place id; null for the gazetteer. */
  placeId: string | null;
}

/** Port: the address at a point, or null when none is known. Adapters never reject. */
export interface ReverseGeocoder {
  reverse(point: { lat: number; lng: number }): Promise<ReverseGeocodeResult | null>;
}

/** The nearest of `localities` to `point` within `radiusKm`, or null. */
export function nearestLocality(
  point: { lat: number; lng: number },
  localities: readonly Locality[] = LOCALITIES,
  radiusKm = REVERSE_GEOCODE_RADIUS_KM,
): Locality | null {
  let best: Locality | null = null;
  let bestKm = radiusKm;
  const from = { latitude: point.lat, longitude: point.lng };
  for (const locality of localities) {
    const km = haversineKm(from, { latitude: locality.lat, longitude: locality.lng });
    if (km <= bestKm) {
      best = locality;
      bestKm = km;
    }
  }
  return best;
}

export const gazetteerReverseGeocoder: ReverseGeocoder = {
  reverse: async (point) => {
    const locality = nearestLocality(point);
    if (locality === null) return null;
    return {
      address: formatAddress(locality),
      name: locality.name,
      country: locality.country,
      source: 'gazetteer',
      placeId: null,
    };
  },
};
