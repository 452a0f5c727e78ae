/**
 * The transport companies a manager picks for a driver or a starting base (administration.md §6: only
 * a manager names the company; a transport company's own records are its own).
 */
import { useQuery } from '@tanstack/react-query';
import { companySchema } from '@domain/contract/company.schema';
import { api } from './client';
import { parseCollection } from './hydra';

const namedSchema = companySchema.pick({ '@id': true, '@type': true, id: true, name: true });

export const useTransportCompanies = (enabled: boolean) =>
  useQuery({
    queryKey: ['companies', 'list', { isTransportCompany: true, pagination: false }],
    queryFn: async () =>
      parseCollection(
        (await api.get('/api/companies', { params: { isTransportCompany: true, pagination: false } })).data,
        namedSchema,
      ).member,
    enabled,
    staleTime: 60_000,
  });
