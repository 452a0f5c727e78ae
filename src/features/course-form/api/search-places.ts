import { queryOptions } from '@tanstack/react-query';
import { placeSchema, type Place } from '@domain/contract/place.schema';
import { createQueryKeys } from '@/api/query-keys';
import { fetchMembers } from '@/api/picker-options';

export const placesKeys = createQueryKeys('abstract_places');

export const savedPlaceSchema = placeSchema;
export type SavedPlace = Place;

/** Saved places shown first in the place search. */
export const SAVED_PLACES_SHOWN = 8;

/** `GET /api/abstract_places?name=`: the places already saved (hotels, homes, workplaces...). */
export const savedPlacesOptions = (name: string) =>
  queryOptions({
    queryKey: placesKeys.list({ name }),
    queryFn: () =>
      fetchMembers('/api/abstract_places', { name, itemsPerPage: SAVED_PLACES_SHOWN }, savedPlaceSchema),
    enabled: name.length >= 2,
    staleTime: 60_000,
  });
