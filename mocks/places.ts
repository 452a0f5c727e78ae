import type { Locality, Place } from '@domain/contract/place.schema';

/** A saved place as `/api/abstract_places` answers it (domain/contract): a 'Place' unless overridden. */
export function buildSavedPlace(overrides: Partial<Place> & Pick<Place, 'id'>): Place {
  return {
    '@id': `/api/abstract_places/${overrides.id}`,
    '@type': 'Place',
    name: null,
    address: null,
    latitude: null,
    longitude: null,
    type: 'place',
    placeId: null,
    company: null,
    user: null,
    isActive: true,
    version: 1,
    ...overrides,
  };
}

/** A result of `/api/localities` (domain/contract): a gazetteer town unless overridden. */
export function buildLocality(overrides: Partial<Locality> & Pick<Locality, 'id' | 'name'>): Locality {
  return {
    '@id': `/api/localities/${encodeURIComponent(overrides.id)}`,
    '@type': 'Locality',
    address: overrides.name,
    country: 'pl',
    lat: 52,
    lng: 21,
    source: 'gazetteer',
    placeId: null,
    ...overrides,
  };
}
