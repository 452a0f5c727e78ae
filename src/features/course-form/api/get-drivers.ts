import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverSchema, type Driver } from '@domain/contract/people.schema';
import { createQueryKeys } from '@/api/query-keys';
import { fetchMembers } from '@/api/picker-options';

export const driversKeys = createQueryKeys('drivers');

export { driverSchema, type Driver };

/**
 * `GET /api/drivers?transportCompany.id=&availableOn=`: drivers of the company that executes the
 * course (the subcontractor when there is one, else the contractor) who are not away on any of the
 * rides' days (`formRideDays`; docs/spec-decisions.md row 211).
 */
export const driversOptions = (transportCompanyId: number | null, days: readonly string[] = []) =>
  queryOptions({
    queryKey: driversKeys.list({ transportCompanyId, days: days.join(',') }),
    queryFn: () =>
      fetchMembers(
        '/api/drivers',
        {
          'transportCompany.id': transportCompanyId ?? undefined,
          availableOn: days.length === 0 ? undefined : days.join(','),
          pagination: false,
        },
        driverSchema,
      ),
    enabled: transportCompanyId !== null,
    staleTime: 60_000,
  });

export const useDrivers = (transportCompanyId: number | null, days: readonly string[] = []) =>
  useQuery(driversOptions(transportCompanyId, days));
