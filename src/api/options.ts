/**
 * The choices of the company, starting base and driver pickers (issue 33: one module instead of a
 * fetcher per screen). One hook and one query-key family per kind, under the resource's root, so a write
 * that invalidates `['companies']`, `['starting_bases']` or `['drivers']` refreshes every picker too.
 * The course form's drivers (filtered by the rides' days) stay in features/course-form/api/get-drivers.ts,
 * and its contractor choices (an endpoint of their own, §6) beside them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { companyRefSchema } from '@domain/contract/place.schema';
import { startingBaseSchema } from '@domain/contract/company.schema';
import { driverSchema } from '@domain/contract/people.schema';
import { fetchMembers } from './picker-options';
import { createQueryKeys } from './query-keys';

/** The kind is read too: an administrator's choice over every company marks the transport ones. */
const companyOptionSchema = companyRefSchema.extend({ isTransportCompany: z.boolean().optional() });
export type CompanyOption = z.output<typeof companyOptionSchema>;
export type StartingBaseOption = z.output<typeof startingBaseSchema>;
export type DriverOption = z.output<typeof driverSchema>;

const OPTIONS = 'options';
const companyKeys = createQueryKeys('companies');
const baseKeys = createQueryKeys('starting_bases');
const driverKeys = createQueryKeys('drivers');

type Params = Record<string, string | number | boolean | undefined>;
const membersOf = <S extends z.ZodType>(url: string, params: Params, schema: S) =>
  fetchMembers(url, { ...params, pagination: false }, schema);

/**
 * `GET /api/companies[?isTransportCompany=]`: the transport or the railway companies the user may see,
 * or (undefined) every company of both kinds.
 */
export const companyOptionsQuery = (isTransportCompany?: boolean) =>
  queryOptions({
    queryKey: companyKeys.scope(OPTIONS, { isTransportCompany: isTransportCompany ?? 'all' }),
    queryFn: () => membersOf('/api/companies', { isTransportCompany }, companyOptionSchema),
    staleTime: 5 * 60_000,
  });

export const useCompanyOptions = ({
  isTransportCompany,
  enabled = true,
}: {
  isTransportCompany?: boolean;
  enabled?: boolean;
}) => useQuery({ ...companyOptionsQuery(isTransportCompany), enabled });

/**
 * One company of those options by id (null when the user may not see it), read from the list the
 * pickers cache: a page that got `?company=` from 'Nowy kurs' names it without a read of its own.
 */
export const useCompanyOption = ({
  id,
  isTransportCompany,
  enabled = true,
}: {
  id: number;
  isTransportCompany?: boolean;
  enabled?: boolean;
}) =>
  useQuery({
    ...companyOptionsQuery(isTransportCompany),
    enabled,
    select: (options) => options.find((option) => option.id === id) ?? null,
  });

/** `GET /api/starting_bases[?company.id=]`: every base the user may see, or one company's. */
export const useStartingBaseOptions = ({
  companyId,
  enabled = true,
}: {
  companyId?: number | null;
  enabled?: boolean;
}) =>
  useQuery({
    queryKey: baseKeys.scope(OPTIONS, { companyId: companyId ?? null }),
    queryFn: () =>
      membersOf('/api/starting_bases', { 'company.id': companyId ?? undefined }, startingBaseSchema),
    enabled,
    staleTime: 60_000,
  });

/** `GET /api/drivers[?transportCompany.id=]`: the drivers the user may see (the server scopes them). */
export const useDriverOptions = ({ companyId }: { companyId?: number | null } = {}) =>
  useQuery({
    queryKey: driverKeys.scope(OPTIONS, { companyId: companyId ?? null }),
    queryFn: () => membersOf('/api/drivers', { 'transportCompany.id': companyId ?? undefined }, driverSchema),
    staleTime: 60_000,
  });
