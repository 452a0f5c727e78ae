import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseCollection, parseItem } from '@/api/hydra';
import { courseSchema, type Course } from '@domain/contract/course.schema';
import { startingBaseSchema, type StartingBase } from '@domain/contract/company.schema';

const baseSchema = startingBaseSchema;
export type { StartingBase };

/** `GET /api/starting_bases?pagination=false`: the bases the user may choose from. */
export function useStartingBases(enabled: boolean) {
  return useQuery({
    queryKey: ['starting_bases', 'list', 'all'],
    queryFn: async () =>
      parseCollection(
        (await api.get<unknown>('/api/starting_bases', { params: { pagination: false } })).data,
        baseSchema,
      ).member,
    enabled,
    staleTime: 5 * 60_000,
  });
}

export interface StartingBaseInput {
  rideIri: string;
  fromStartingBase: string | null;
  toStartingBase: string | null;
  /** The ride's version as shown: a base changed meanwhile answers 409 instead of being overwritten. */
  version: number | undefined;
}

/** `PUT {ride @id}/starting_base`: answers the whole course. */
export async function setStartingBase({ rideIri, ...bases }: StartingBaseInput): Promise<Course> {
  const response = await api.put<unknown>(`${rideIri}/starting_base`, bases);
  return parseItem(response.data, courseSchema);
}
