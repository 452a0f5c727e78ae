import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';
import {
  definedKilometerSchema,
  missingDefinedKilometersSchema,
  segmentRouteDetailsSchema,
} from '@domain/contract/finance.schema';
import type { DefinedKilometersBody } from '@domain/finance/finance-requests';

export const definedKeys = createQueryKeys('defined_kilometers');
/** The pairs without a definition: a view of the defined kilometres, refreshed by any of their writes. */
const missingKey = definedKeys.scope('missing');

/** `GET api/defined_kilometers/{id}`: the pair's page and edit form, read again after a stale save. */
export const definedKilometerQuery = (id: number) =>
  queryOptions({
    queryKey: definedKeys.detail(id),
    queryFn: async () =>
      parseItem((await api.get<unknown>(`/api/defined_kilometers/${id}`)).data, definedKilometerSchema),
  });

export const useDefinedKilometer = (id: number) => useQuery(definedKilometerQuery(id));

/** `GET api/segment_route_details`: the route between two places, to prefill the form. */
export async function fetchRouteDetails(placeStart: string, placeEnd: string) {
  const response = await api.get<unknown>('/api/segment_route_details', { params: { placeStart, placeEnd } });
  return segmentRouteDetailsSchema.parse(response.data);
}

/** The dashboard drawer's list: segments' place pairs without defined kilometres. */
export const useMissingDefinedKilometers = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: missingKey,
      queryFn: async () =>
        missingDefinedKilometersSchema.parse(
          (await api.get<unknown>('/api/missing_defined_kilometers')).data,
        ),
      enabled,
    }),
  );

/** POST (no id) or PUT (id) of a pair; every list of pairs and the missing list refetch. */
export function useSaveDefinedKilometers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: DefinedKilometersBody }) => {
      const response =
        id === null
          ? await api.post<unknown>('/api/defined_kilometers', body)
          : await api.put<unknown>(`/api/defined_kilometers/${id}`, body);
      return parseItem(response.data, definedKilometerSchema);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: definedKeys.all });
      void queryClient.invalidateQueries({ queryKey: missingKey });
    },
  });
}
