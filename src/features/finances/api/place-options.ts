import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseCollection } from '@/api/hydra';
import { placeSchema } from '@domain/contract/place.schema';
import { createQueryKeys } from '@/api/query-keys';

/** `GET api/abstract_places?name=`: the places a defined pair may join (first 30 matches). */
export const usePlaceOptions = (name: string) =>
  useQuery(
    queryOptions({
      queryKey: createQueryKeys('abstract_places').list({ name, for: 'defined-kilometers' }),
      queryFn: async () => {
        const params = { itemsPerPage: 30, ...(name.trim() === '' ? {} : { name: name.trim() }) };
        const response = await api.get<unknown>('/api/abstract_places', { params });
        return parseCollection(response.data, placeSchema).member;
      },
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  );
