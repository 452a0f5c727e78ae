/**
 * Calls of 'Bazy startowe' (issue 13; docs/api.md 'Starting bases and accommodations'). The list is a
 * `ResourceList` under the query root `starting_bases`, which the course form's and the driver
 * dialog's base pickers share: a saved or deleted base refreshes them too.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { RESOURCES, iri } from '@domain/contract/iri';
import { startingBaseViewSchema, type StartingBaseView } from '@domain/contract/starting-base.schema';
import type { StartingBaseFormData } from '@domain/places/starting-base.schema';
import { createQueryKeys } from '@/api/query-keys';

export const STARTING_BASES = 'starting_bases';

export const startingBaseQuery = (id: number) =>
  queryOptions({
    queryKey: createQueryKeys(STARTING_BASES).detail(id),
    queryFn: async () => parseItem((await api.get(`/api/starting_bases/${id}`)).data, startingBaseViewSchema),
    staleTime: 0,
  });

export const useStartingBase = (id: number) => useQuery(startingBaseQuery(id));

const baseBody = (data: StartingBaseFormData) => ({
  name: data.name,
  address: data.address,
  latitude: data.latitude,
  longitude: data.longitude,
  company: data.company === null ? null : iri(RESOURCES.company, data.company),
});

/** POST a new base, or PUT an edited one at the version it was read (409 when changed meanwhile). */
export async function saveStartingBase(
  data: StartingBaseFormData,
  editing: StartingBaseView | null,
): Promise<StartingBaseView> {
  const response = editing
    ? await api.put(`/api/starting_bases/${editing.id}`, { ...baseBody(data), version: editing.version })
    : await api.post('/api/starting_bases', baseBody(data));
  return parseItem(response.data, startingBaseViewSchema);
}

/** The soft delete of §4: `{"isActive": false}` at the version shown. */
export async function deleteStartingBase(base: { id: number; version: number }): Promise<void> {
  await api.put(`/api/starting_bases/${base.id}`, { isActive: false, version: base.version });
}
