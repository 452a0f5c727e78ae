import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { locomotiveSchema, type Locomotive } from '@domain/contract/company.schema';
import { createQueryKeys } from './query-keys';
import { PICKER_PAGE_SIZE, fetchMembers } from './picker-options';

export const locomotivesKeys = createQueryKeys('locomotives');

export { locomotiveSchema, type Locomotive };

/**
 * `GET /api/locomotives?company.id=&sideNumber=`: the railway company's locomotives, read by the
 * 'Lokomotywy' page and the course forms' 'Lokomotywy' picker.
 */
export const locomotivesOptions = (companyId: number | null, sideNumber: string) =>
  queryOptions({
    queryKey: locomotivesKeys.list({ companyId, sideNumber }),
    queryFn: () =>
      fetchMembers(
        '/api/locomotives',
        {
          'company.id': companyId ?? undefined,
          sideNumber: sideNumber || undefined,
          itemsPerPage: PICKER_PAGE_SIZE,
        },
        locomotiveSchema,
      ),
    enabled: companyId !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useLocomotives = (companyId: number | null, sideNumber: string) =>
  useQuery(locomotivesOptions(companyId, sideNumber));
