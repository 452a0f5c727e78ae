/** 'Pierwsze kroki': `GET /api/first_steps` (administrators only), parsed with the shared contract. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { createQueryKeys } from '@/api/query-keys';
import { firstStepsSchema, type FirstStepsWire } from '@domain/contract/first-steps.schema';

export const FIRST_STEPS_URL = '/api/first_steps';
export const firstStepsKeys = createQueryKeys('first_steps');

export async function getFirstSteps(): Promise<FirstStepsWire> {
  const response = await api.get<unknown>(FIRST_STEPS_URL);
  return firstStepsSchema.parse(response.data);
}

/** Asked again on every visit: each setup act on another page may have done a step (one cheap query). */
export function useFirstSteps() {
  return useQuery({ queryKey: firstStepsKeys.all, queryFn: getFirstSteps, staleTime: 0 });
}
