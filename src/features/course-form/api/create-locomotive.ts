import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import type { LocomotiveFormData } from '@domain/courses/locomotive.schema';
import { locomotiveSchema, locomotivesKeys, type Locomotive } from './get-locomotives';

/** `POST /api/locomotives` from the 'Dodaj lokomotywę' dialog; the pickers refetch afterwards. */
export async function createLocomotive(input: LocomotiveFormData): Promise<Locomotive> {
  const response = await api.post<unknown>('/api/locomotives', input);
  return parseItem(response.data, locomotiveSchema);
}

export function useCreateLocomotive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocomotive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locomotivesKeys.lists() }),
  });
}
