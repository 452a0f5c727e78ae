import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys } from '@/api/query-keys';
import { fetchMembers, namedOptionSchema } from './picker-options';

export const companiesKeys = createQueryKeys('companies');

/** `GET /api/companies?isTransportCompany=false`: the railway companies the user serves ('Nowy kurs'). */
export const railwayCompaniesOptions = () =>
  queryOptions({
    queryKey: companiesKeys.list({ isTransportCompany: false }),
    queryFn: () =>
      fetchMembers('/api/companies', { isTransportCompany: false, pagination: false }, namedOptionSchema),
    staleTime: 5 * 60_000,
  });

export const useRailwayCompanies = () => useQuery(railwayCompaniesOptions());
