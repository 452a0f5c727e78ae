import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { createQueryKeys } from '@/api/query-keys';
import { fetchMembers, namedOptionSchema } from './options';

export const driversKeys = createQueryKeys('drivers');

export const driverSchema = namedOptionSchema.extend({
  userId: z.number(),
  phone: z.string().nullable().catch(null),
});
export type Driver = z.output<typeof driverSchema>;

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
