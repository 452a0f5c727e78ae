import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys } from '@/api/query-keys';
import { PICKER_PAGE_SIZE, fetchMembers } from '@/api/picker-options';
import { passengerSchema, type Passenger } from '@domain/contract/people.schema';

export const passengersKeys = createQueryKeys('passengers');

export { passengerSchema, type Passenger };

/** `GET /api/passengers?search=&user.company.id=`: employees of the course's railway company. */
export const passengersOptions = (companyId: number | null, search: string) =>
  queryOptions({
    queryKey: passengersKeys.list({ companyId, search }),
    queryFn: () =>
      fetchMembers(
        '/api/passengers',
        {
          'user.company.id': companyId ?? undefined,
          search: search || undefined,
          itemsPerPage: PICKER_PAGE_SIZE,
        },
        passengerSchema,
      ),
    enabled: companyId !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const usePassengers = (companyId: number | null, search: string) =>
  useQuery(passengersOptions(companyId, search));
