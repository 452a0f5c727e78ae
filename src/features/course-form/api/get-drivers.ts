import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverSchema, type Driver } from '@domain/contract/people.schema';
import { createQueryKeys } from '@/api/query-keys';
import { fetchMembers } from './options';

export const driversKeys = createQueryKeys('drivers');

export { driverSchema, type Driver };

/**
 * `GET /api/drivers?transportCompany.id=`: drivers of the company that executes the course (the
 * subcontractor when there is one, else the contractor).
 */
export const driversOptions = (transportCompanyId: number | null) =>
  queryOptions({
    queryKey: driversKeys.list({ transportCompanyId }),
    queryFn: () =>
      fetchMembers(
        '/api/drivers',
        { 'transportCompany.id': transportCompanyId ?? undefined, pagination: false },
        driverSchema,
      ),
    enabled: transportCompanyId !== null,
    staleTime: 60_000,
  });

export const useDrivers = (transportCompanyId: number | null) => useQuery(driversOptions(transportCompanyId));
