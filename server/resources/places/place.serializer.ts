/** The place as every endpoint here answers it (administration.md §3 Place). */
import { hydraItem, iri } from '../../http/hydra';
import type { places } from '../../db/schema';
import type { Place } from '../../../domain/contract/place.schema';

import { toPlaceType, type PlaceType } from '../../../domain/places/place-type';

export { PLACE_TYPES, toPlaceType, type PlaceType } from '../../../domain/places/place-type';

const TYPE_NAMES = {
  place: 'Place',
  hotel: 'Hotel',
  home: 'Home',
  workplace: 'WorkPlace',
} as const satisfies Record<PlaceType, Place['@type']>;
export const typeName = (type: string): Place['@type'] => TYPE_NAMES[toPlaceType(type) ?? 'place'];

export type PlaceRow = typeof places.$inferSelect;
export interface PlaceWithCompany {
  place: PlaceRow;
  company: { id: number; name: string } | null;
}

export function placeMember({ place, company }: PlaceWithCompany) {
  return {
    '@id': iri('abstract_places', place.id),
    '@type': typeName(place.type),
    id: place.id,
    name: place.name,
    address: place.address,
    latitude: place.latitude,
    longitude: place.longitude,
    type: place.type,
    placeId: place.googlePlaceId,
    company: company ? { '@id': iri('companies', company.id), id: company.id, name: company.name } : null,
    user: place.userId === null ? null : iri('users', place.userId),
    isActive: place.isActive,
    version: place.version,
  };
}
export type PlaceMember = ReturnType<typeof placeMember>;

export const placeItem = (row: PlaceWithCompany) => {
  const member = placeMember(row);
  return hydraItem(member['@type'], member['@id'], member);
};
