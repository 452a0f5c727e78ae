/**
 * Companies administration calls (issue 12): the profile, create/edit, the contractor and principal
 * links with their stakes. Every answer is parsed with the wire contract of domain/contract.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseCollection, parseItem } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';
import type { NamedOption } from '@/ui/form/options-select';
import { iri } from '@domain/contract/iri';
import { companyItemSchema, companySchema } from '@domain/contract/company.schema';
import { contractorLinkSchema, principalLinkSchema } from '@domain/contract/company-links.schema';
import type { CompanyBody } from '@domain/companies/company-body.schema';
import type { ContractorBody, PrincipalBody, StakeBody } from '@domain/companies/company-links.schema';

/** Query-key root of every company query: a write invalidates `['companies']`. */
export const COMPANIES = 'companies';
export const companyKeys = createQueryKeys(COMPANIES);

export const companyQuery = (id: number) =>
  queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: async () => parseItem((await api.get<unknown>(`/api/companies/${id}`)).data, companyItemSchema),
  });

export const useCompany = (id: number) => useQuery(companyQuery(id));

export const useContractorLinks = (id: number, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: companyKeys.scope('contractors', String(id)),
      queryFn: async () =>
        parseCollection(
          (await api.get<unknown>(`/api/companies/${id}/contractors`)).data,
          contractorLinkSchema,
        ).member,
      enabled,
    }),
  );

export const usePrincipalLinks = (id: number, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: companyKeys.scope('principals', String(id)),
      queryFn: async () =>
        parseCollection((await api.get<unknown>(`/api/companies/${id}/principals`)).data, principalLinkSchema)
          .member,
      enabled,
    }),
  );

/** Whom the add dialogs offer: transport companies (contractor) or railway companies (principal). */
/** Companies as the choices of an OptionsSelect (their IRIs as values). */
export const companyOptions = (list: readonly { id: number; name: string }[] | undefined): NamedOption[] =>
  (list ?? []).map((company) => ({ '@id': iri('companies', company.id), name: company.name }));

/**
 * The add dialogs' choices: for a company account the linked companies plus the one whose exact NIP or
 * full name was typed in `q` (ADR 022: no directory of tenants); every company for a manager.
 */
export const useLinkCandidates = (id: number, kind: 'contractor' | 'principal', q = '') =>
  useQuery(
    queryOptions({
      queryKey: companyKeys.scope('candidates', String(id), kind, q.trim()),
      queryFn: async () =>
        parseCollection(
          (
            await api.get<unknown>(`/api/companies/${id}/link_candidates`, {
              params: q.trim() ? { kind, q: q.trim() } : { kind },
            })
          ).data,
          companySchema,
        ).member,
    }),
  );

export async function saveCompany({ id, body }: { id: number | null; body: CompanyBody }) {
  const response =
    id === null
      ? await api.post<unknown>('/api/companies', body)
      : await api.put<unknown>(`/api/companies/${id}`, body);
  return parseItem(response.data, companyItemSchema);
}

export async function addContractor(body: ContractorBody) {
  return parseItem((await api.post<unknown>('/api/company_contractors', body)).data, contractorLinkSchema);
}

export async function addPrincipal(body: PrincipalBody) {
  return parseItem((await api.post<unknown>('/api/company_principals', body)).data, principalLinkSchema);
}

/** The soft delete of row 198: the company leaves the lists and pickers; courses keep its name. */
export async function deleteCompany(id: number) {
  await api.delete(`/api/companies/${id}`);
}

export type LinkKind = 'company_contractors' | 'company_principals';

export async function addStake({ kind, id, body }: { kind: LinkKind; id: number; body: StakeBody }) {
  await api.post<unknown>(`/api/${kind}/${id}/stakes`, body);
}

export async function removeLink({ kind, id }: { kind: LinkKind; id: number }) {
  await api.delete(`/api/${kind}/${id}`);
}

/** 'Potwierdź' on a pending link (ADR 022): the other side's consent. */
export async function confirmLink({ kind, id }: { kind: LinkKind; id: number }) {
  await api.post<unknown>(`/api/${kind}/${id}/confirm`, {});
}

/** 'Potwierdź stawkę': the payer accepts a rate the other side proposed. */
export async function confirmStake(id: number) {
  await api.post<unknown>(`/api/stakes/${id}/confirm`, {});
}

/** The notice after adding a link: a company's own link waits for the other company. */
export const addedLinkText = (link: { confirmed: boolean }) =>
  link.confirmed
    ? 'Powiązanie zostało dodane'
    : 'Powiązanie zostało dodane i czeka na potwierdzenie przez drugą firmę';
