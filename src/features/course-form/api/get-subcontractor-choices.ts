import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys } from '@/api/query-keys';
import { fetchMembers, namedOptionSchema } from '@/api/picker-options';

export const subcontractorChoicesKeys = createQueryKeys('subcontractor_choices');

/** `GET /api/companies/{id}/subcontractor_choices`: the chosen contractor's own contractors. */
export const subcontractorChoicesOptions = (contractorId: number | null) =>
  queryOptions({
    queryKey: subcontractorChoicesKeys.list({ contractorId }),
    queryFn: () =>
      fetchMembers(
        `/api/companies/${contractorId}/subcontractor_choices`,
        { pagination: false },
        namedOptionSchema,
      ),
    enabled: contractorId !== null,
    staleTime: 5 * 60_000,
  });

export const useSubcontractorChoices = (contractorId: number | null) =>
  useQuery(subcontractorChoicesOptions(contractorId));
