/**
 * The ONE place search of the SPA (`GET /api/localities?search=`): places in Poland and Germany, from
 * Google Places when the server has a key, else towns of the offline gazetteer. The course form, the
 * passenger's home place and the place dialogs all ask through these options (administration.md §5,
 * §9: PL and DE, the callers debounce 700 ms).
 */
import { queryOptions } from '@tanstack/react-query';
import { localitySchema, type Locality } from '@domain/contract/place.schema';
import { api } from './client';
import { parseCollection } from './hydra';
import { createQueryKeys } from './query-keys';

export { localitySchema, type Locality };

export const localitiesKeys = createQueryKeys('localities');

/** §9: the place search waits this long after the last keystroke. */
export const PLACE_SEARCH_DEBOUNCE_MS = 700;
/** The server's gazetteer needs two characters (server/geo/place-search.ts QUERY_MIN_LENGTH). */
export const PLACE_SEARCH_MIN_LENGTH = 2;

export const localitiesOptions = (search: string) =>
  queryOptions({
    queryKey: localitiesKeys.list({ search }),
    queryFn: async () => {
      const response = await api.get<unknown>('/api/localities', { params: { search } });
      return parseCollection(response.data, localitySchema).member;
    },
    enabled: search.length >= PLACE_SEARCH_MIN_LENGTH,
    staleTime: 10 * 60_000,
  });
