import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys } from '@/api/query-keys';
import { fetchMembers, namedOptionSchema } from '@/api/picker-options';

export const startingBasesKeys = createQueryKeys('starting_bases');

/** `GET /api/starting_bases`: every base the user may see (shared ones and their companies'). */
export const startingBasesOptions = () =>
  queryOptions({
    queryKey: startingBasesKeys.lists(),
    queryFn: () => fetchMembers('/api/starting_bases', { pagination: false }, namedOptionSchema),
    staleTime: 5 * 60_000,
  });

export const useStartingBases = () => useQuery(startingBasesOptions());
