import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import type { LocomotiveFormData } from '@domain/locomotives/locomotive.schema';
import { locomotiveSchema, type Locomotive } from '@/api/locomotives';

/** `POST /api/locomotives` ('Dodaj lokomotywę'). */
export async function createLocomotive(input: LocomotiveFormData): Promise<Locomotive> {
  const response = await api.post<unknown>('/api/locomotives', input);
  return parseItem(response.data, locomotiveSchema);
}

/** `PUT /api/locomotives/{id}` ('Edytuj lokomotywę') with the version it was read at (409 when stale). */
export async function updateLocomotive(
  locomotive: Pick<Locomotive, 'id' | 'version'>,
  input: LocomotiveFormData,
): Promise<Locomotive> {
  const response = await api.put<unknown>(`/api/locomotives/${locomotive.id}`, {
    ...input,
    version: locomotive.version,
  });
  return parseItem(response.data, locomotiveSchema);
}
