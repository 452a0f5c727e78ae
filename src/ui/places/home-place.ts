import { placeSchema } from '@domain/contract/place.schema';
import { RESOURCES, iri } from '@domain/contract/iri';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';

/** Where a home place is: from the place search or the map editor. */
export interface HomePlaceLocation {
  address: string;
  latitude: number;
  longitude: number;
  placeId: string | null;
}

/** Saves the choice as the user's home place (type home; the server names it after the user, §3). */
export async function createHomePlace(userId: number, location: HomePlaceLocation) {
  const response = await api.post<unknown>('/api/abstract_places', {
    type: 'home',
    address: location.address,
    latitude: location.latitude,
    longitude: location.longitude,
    placeId: location.placeId,
    user: iri(RESOURCES.user, userId),
  });
  return parseItem(response.data, placeSchema);
}
