import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseCollection, parseItem } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';
import {
  companyTransportCostSchema,
  costRowsSchema,
  type CompanyTransportCost,
} from '@domain/contract/finance.schema';
import type { CompanyTransportCostBody } from '@domain/finance/finance-requests';

export const costKeys = createQueryKeys('company_transport_costs');
const costRowsKey = createQueryKeys('statistics').scope('all-costs');
/** §2: the cost table is refreshed hourly. */
export const COSTS_REFETCH_MS = 60 * 60 * 1000;

/** `GET statistics/all-costs-from-accepted-and-finished-courses`: the cost rows of the charts. */
export const useCostRows = () =>
  useQuery(
    queryOptions({
      queryKey: costRowsKey,
      queryFn: async () =>
        costRowsSchema.parse(
          (await api.get<unknown>('/statistics/all-costs-from-accepted-and-finished-courses')).data,
        ),
    }),
  );

/** `GET api/company_transport_costs` (with search), refreshed hourly. */
export const useCompanyTransportCosts = (search: string) =>
  useQuery(
    queryOptions({
      queryKey: costKeys.list({ search }),
      queryFn: async () => {
        const params = search.trim() === '' ? {} : { search: search.trim() };
        const response = await api.get<unknown>('/api/company_transport_costs', { params });
        return parseCollection(response.data, companyTransportCostSchema).member;
      },
      refetchInterval: COSTS_REFETCH_MS,
      placeholderData: (previous) => previous,
    }),
  );

/**
 * One row of the price table as it is now, read after a stale save. The server has no item route (only
 * the list and the PUT), so the unfiltered list is read and the row picked; a row no longer listed fails.
 */
export const companyTransportCostQuery = (id: number) =>
  queryOptions({
    queryKey: costKeys.detail(id),
    queryFn: async () => {
      const response = await api.get<unknown>('/api/company_transport_costs');
      const row = parseCollection(response.data, companyTransportCostSchema).member.find(
        (member) => member.id === id,
      );
      if (!row) throw new Error(`No company transport cost ${id}`);
      return row;
    },
  });

/** `PUT api/company_transport_costs/{id}`; the charts' rows are priced with it, so they refetch too. */
export function useUpdateCompanyTransportCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: CompanyTransportCostBody }) =>
      parseItem(
        (await api.put<unknown>(`/api/company_transport_costs/${id}`, body)).data,
        companyTransportCostSchema,
      ),
    onSuccess: (saved: CompanyTransportCost) => {
      queryClient.setQueriesData<CompanyTransportCost[]>({ queryKey: costKeys.lists() }, (rows) =>
        rows?.map((row) => (row.id === saved.id ? saved : row)),
      );
      void queryClient.invalidateQueries({ queryKey: costRowsKey });
    },
  });
}
