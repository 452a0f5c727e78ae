import { queryOptions } from '@tanstack/react-query';
import { localitySchema, type Locality } from '@domain/contract/place.schema';
import { createQueryKeys } from '@/api/query-keys';
import { fetchMembers } from './options';

export const localitiesKeys = createQueryKeys('localities');

export { localitySchema, type Locality };

/**
 * `GET /api/localities?search=`: places in Poland and Germany, from Google Places when the server is
 * configured with a key, else towns of the offline gazetteer.
 */
export const localitiesOptions = (search: string) =>
  queryOptions({
    queryKey: localitiesKeys.list({ search }),
    queryFn: () => fetchMembers('/api/localities', { search }, localitySchema),
    enabled: search.length >= 2,
    staleTime: 10 * 60_000,
  });
