/**
 * Employee groups of the head of company, or of any railway company for an admin (docs/api.md
 * 'Passengers and employee groups').
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseCollection, parseItem } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';
import { employeeGroupSchema, type EmployeeGroup } from '@domain/contract/employee-group.schema';
import type { StakeBody } from '@domain/people/employee-group.schema';

export const EMPLOYEE_GROUPS = 'employee_groups';
export const groupKeys = createQueryKeys(EMPLOYEE_GROUPS);

export const groupQuery = (id: number) =>
  queryOptions({
    queryKey: groupKeys.detail(id),
    queryFn: async () =>
      parseItem((await api.get<unknown>(`/api/employee_groups/${id}`)).data, employeeGroupSchema),
  });

export const useEmployeeGroup = (id: number | null) =>
  useQuery({ ...groupQuery(id ?? 0), enabled: id !== null });

/**
 * Every group of the passenger dialog's group choice: a head of company's own (`company` undefined),
 * or those of the employer an admin chose (`company`, row 707; null while none is chosen).
 */
export const useGroupOptions = (enabled: boolean, company?: number | null) => {
  const params =
    company === undefined || company === null ? { pagination: false } : { pagination: false, company };
  return useQuery(
    queryOptions({
      queryKey: groupKeys.list(params),
      queryFn: async () => {
        const response = await api.get<unknown>('/api/employee_groups', { params });
        return parseCollection(response.data, employeeGroupSchema).member;
      },
      enabled: enabled && company !== null,
      staleTime: 60_000,
    }),
  );
};

/** `company`: the IRI an admin names; null for a head of company (its own company). */
export async function createGroup(name: string, company: string | null): Promise<EmployeeGroup> {
  const body = company === null ? { name } : { name, company };
  return parseItem((await api.post<unknown>('/api/employee_groups', body)).data, employeeGroupSchema);
}

/** PUT with the kept stakes' IRIs and the new ones (stakes are never removed). */
export async function updateGroup(
  group: EmployeeGroup,
  change: { name: string; newStakes: readonly StakeBody[] },
): Promise<EmployeeGroup> {
  const body = {
    name: change.name,
    version: group.version,
    stakes: [...group.stakes.map((stake) => stake['@id']), ...change.newStakes],
  };
  return parseItem(
    (await api.put<unknown>(`/api/employee_groups/${group.id}`, body)).data,
    employeeGroupSchema,
  );
}

export async function deleteGroup(id: number): Promise<void> {
  await api.delete(`/api/employee_groups/${id}`);
}
