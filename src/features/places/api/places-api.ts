/**
 * Calls of 'Miejsca' and 'Hotele' (issue 13; docs/api.md 'Places, hotels and the map editor'). The
 * lists are `ResourceList`s under the query root `abstract_places` (the home place dialog refreshes
 * the same root).
 */
import { queryOptions } from '@tanstack/react-query';
import { placeSchema, type Place } from '@domain/contract/place.schema';
import type { PlaceFormData } from '@domain/places/place-form.schema';
import { wireType } from '@domain/places/place-type';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';

export const PLACES = 'abstract_places';
/** §9: hotels near a point are those within 50 km. */
export const HOTEL_RADIUS_KM = 50;

export const placeQuery = (id: number) =>
  queryOptions({
    queryKey: createQueryKeys(PLACES).detail(id, 'edit'),
    queryFn: async () => parseItem((await api.get(`/api/abstract_places/${id}`)).data, placeSchema),
    staleTime: 0,
  });

const placeBody = (data: PlaceFormData) => ({
  type: wireType(data.type),
  name: data.name === '' ? null : data.name,
  address: data.address,
  latitude: data.latitude,
  longitude: data.longitude,
  placeId: data.placeId,
});

/** POST a new place, or PUT an edited one at the version it was read (409 when changed meanwhile). */
export async function savePlace(data: PlaceFormData, editing: Place | null): Promise<Place> {
  const response = editing
    ? await api.put(`/api/abstract_places/${editing.id}`, { ...placeBody(data), version: editing.version })
    : await api.post('/api/abstract_places', placeBody(data));
  return parseItem(response.data, placeSchema);
}

/** Soft delete (§4: isActive false): courses keep showing the place's name. */
export async function deletePlace(place: Place): Promise<Place> {
  const response = await api.put(`/api/abstract_places/${place.id}`, {
    isActive: false,
    version: place.version,
  });
  return parseItem(response.data, placeSchema);
}
