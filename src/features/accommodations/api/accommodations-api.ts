/**
 * Calls of 'Lista noclegów' (issue 13, part B; docs/api.md 'Starting bases and accommodations'): the
 * list is a `ResourceList` under the query root `accommodations`.
 */
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import type { AccommodationAction } from '@domain/accommodations/accommodation-rules';
import type { AccommodationFormData } from '@domain/accommodations/accommodation.schema';
import { accommodationItemSchema, type Accommodation } from '@domain/contract/accommodation.schema';
import { RESOURCES, iri } from '@domain/contract/iri';

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
