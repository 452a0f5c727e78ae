import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { createQueryKeys } from '@/api/query-keys';
import { fetchMembers, namedOptionSchema } from './options';

export const placesKeys = createQueryKeys('abstract_places');

export const savedPlaceSchema = namedOptionSchema.extend({
  address: z.string().nullable().catch(null),
  latitude: z.number().nullable().catch(null),
  longitude: z.number().nullable().catch(null),
  type: z.string().catch('place'),
});
export type SavedPlace = z.output<typeof savedPlaceSchema>;

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
