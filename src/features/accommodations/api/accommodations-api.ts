/**
 * Calls of 'Lista noclegów' (issue 13, part B; docs/api.md 'Starting bases and accommodations'): the
 * list is a `ResourceList` under the query root `accommodations`.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseCollection, parseItem } from '@/api/hydra';
import type { AccommodationAction } from '@domain/accommodations/accommodation-rules';
import type { AccommodationFormData } from '@domain/accommodations/accommodation.schema';
import { accommodationItemSchema, type Accommodation } from '@domain/contract/accommodation.schema';
import { RESOURCES, iri } from '@domain/contract/iri';
import { placeSchema } from '@domain/contract/place.schema';

export const ACCOMMODATIONS = 'accommodations';

export async function bookAccommodation(data: AccommodationFormData): Promise<Accommodation> {
  const response = await api.post('/api/accommodations', {
    ...data,
    hotel: iri(RESOURCES.place, data.hotel),
  });
  return parseItem(response.data, accommodationItemSchema);
}

/** Confirm or cancel at the version shown (409 when someone else acted meanwhile). */
export async function actOnAccommodation(input: {
  stay: Accommodation;
  action: AccommodationAction;
}): Promise<Accommodation> {
  const { stay, action } = input;
  const response = await api.post(`/api/accommodations/${stay.id}/${action}`, { version: stay.version });
  return parseItem(response.data, accommodationItemSchema);
}

const hotelOptionSchema = placeSchema.pick({ '@id': true, id: true, name: true, address: true });

/** The hotels a stay is booked at (places of type hotel). */
export const useHotels = () =>
  useQuery({
    queryKey: ['abstract_places', 'list', { type: 'hotel', pagination: false }],
    queryFn: async () =>
      parseCollection(
        (await api.get('/api/abstract_places', { params: { type: 'hotel', pagination: false } })).data,
        hotelOptionSchema,
      ).member,
    staleTime: 60_000,
  });
