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
  /** Who found it (server/geo): Google Places when the server has a key, else the gazetteer. */
  source: z.enum(['gazetteer', 'google']).catch('gazetteer'),
  /** Google's place id, kept with the saved place; null from the gazetteer. */
  placeId: z.string().nullable().catch(null),
});
export type Locality = z.output<typeof localitySchema>;

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
