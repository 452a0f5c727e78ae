import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverViewSchema } from '@domain/contract/driver.schema';
import { driverSchema, type Driver } from '@domain/contract/people.schema';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';
import { fetchMembers } from './options';

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

/**
 * The name of the chosen driver when the available ones do not list them: a course that already had
 * a driver who has since become absent keeps showing who it is (row 211).
 */
export const useDriverName = (iri: string | null, needed: boolean) =>
  useQuery({
    queryKey: driversKeys.detail(iri ?? ''),
    queryFn: async () => {
      const response = await api.get<unknown>(iri ?? '');
      return parseItem(response.data, driverViewSchema).name;
    },
    enabled: needed && iri !== null,
    staleTime: 60_000,
  });
