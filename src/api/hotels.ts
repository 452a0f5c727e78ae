/**
 * The hotels (places of type hotel): where a stay is booked (accommodations) and which hotels a hotel
 * account works for ('Użytkownicy', spec-decisions row 604).
 */
import { useQuery } from '@tanstack/react-query';
import { placeSchema } from '@domain/contract/place.schema';
import { api } from './client';
import { parseCollection } from './hydra';
import { createQueryKeys } from './query-keys';

const hotelOptionSchema = placeSchema.pick({ '@id': true, id: true, name: true, address: true });

export const useHotels = (enabled = true) =>
  useQuery({
    queryKey: createQueryKeys('abstract_places').list({ type: 'hotel', pagination: false }),
    queryFn: async () =>
      parseCollection(
        (await api.get('/api/abstract_places', { params: { type: 'hotel', pagination: false } })).data,
        hotelOptionSchema,
      ).member,
    enabled,
    staleTime: 60_000,
  });
