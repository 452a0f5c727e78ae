import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { createQueryKeys } from '@/api/query-keys';
import { fetchMembers } from './options';

export const localitiesKeys = createQueryKeys('localities');

export const localitySchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Locality = z.output<typeof localitySchema>;

/** `GET /api/localities?search=`: towns of the offline gazetteer (Poland and Germany). */
export const localitiesOptions = (search: string) =>
  queryOptions({
    queryKey: localitiesKeys.list({ search }),
    queryFn: () => fetchMembers('/api/localities', { search }, localitySchema),
    enabled: search.length >= 2,
    staleTime: 10 * 60_000,
  });
