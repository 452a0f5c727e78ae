import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { courseSchema, type Course } from '@domain/contract/course.schema';
import type { StartingBase } from '@domain/contract/company.schema';

export type { StartingBase };

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
