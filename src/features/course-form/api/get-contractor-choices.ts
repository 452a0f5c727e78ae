import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys } from '@/api/query-keys';
import { fetchMembers, namedOptionSchema } from '@/api/picker-options';

export const contractorChoicesKeys = createQueryKeys('contractor_choices');

/** `GET /api/companies/{id}/contractor_choices`: whom this user may pick as contractor (§6). */
export const contractorChoicesOptions = (companyId: number | null) =>
  queryOptions({
    queryKey: contractorChoicesKeys.list({ companyId }),
    queryFn: () =>
      fetchMembers(
        `/api/companies/${companyId}/contractor_choices`,
        { pagination: false },
        namedOptionSchema,
      ),
    enabled: companyId !== null,
    staleTime: 5 * 60_000,
  });

export const useContractorChoices = (companyId: number | null) =>
  useQuery(contractorChoicesOptions(companyId));
