import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseCollection } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';
import { passengerSchema } from '@domain/contract/people.schema';

const reportPassengersKeys = createQueryKeys('report-passengers');
const PAGE_SIZE = 20;

/** `GET /api/passengers?search=`: the passengers the user may pick for a report (server-scoped). */
export function useReportPassengers(search: string, enabled: boolean) {
  return useQuery({
    queryKey: reportPassengersKeys.list({ search }),
    queryFn: async () => {
      const response = await api.get<unknown>('/api/passengers', {
        params: { search: search || undefined, itemsPerPage: PAGE_SIZE },
      });
      return parseCollection(response.data, passengerSchema).member;
    },
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
