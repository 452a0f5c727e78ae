import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { courseKeys } from '@/api/course-keys';
import { parseItem } from '@/api/hydra';
import { courseSchema } from '@domain/contract/course.schema';
import type { KilometerCourseFormInput } from '@domain/courses/course-form.schema';
import type { KilometerRelationCourse } from '@domain/courses/kilometer-relation';
import type { CourseLabels } from './course-labels';
import { kilometerFormValues } from './course-form-values';
import { editedRideSchema } from './edited-ride.schema';

/** `GET /api/kilometer_courses/{id}` as the relation form reads it (the list member shape, docs/api.md). */
export const editedKilometerCourseSchema = courseSchema
  .pick({
    '@id': true,
    '@type': true,
    id: true,
    createdBy: true,
    driver: true,
    fromStartingPlace: true,
    toStartingPlace: true,
  })
  .extend({ rides: z.array(editedRideSchema) });

export interface LoadedKilometerCourse {
  id: number;
  etag: string | null;
  company: { id: number; name: string } | null;
  /** Who created and who drives, and the ride statuses: what `canEditKilometerRelation` reads. */
  access: KilometerRelationCourse;
  values: KilometerCourseFormInput;
  labels: CourseLabels;
}

const userIdOf = (iri: string | undefined) => {
  const id = Number(iri?.split('/').pop());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export async function getKilometerCourse(id: number): Promise<LoadedKilometerCourse> {
  const response = await api.get<unknown>(`/api/kilometer_courses/${id}`);
  const course = parseItem(response.data, editedKilometerCourseSchema);
  const etag = response.headers['etag'];
  const { values, labels } = kilometerFormValues(course);
  return {
    id: course.id,
    etag: typeof etag === 'string' ? etag : null,
    company: course.rides[0]?.company ?? null,
    access: {
      createdById: course.createdBy?.id ?? null,
      driverId: userIdOf(course.driver?.['@id']),
      rides: course.rides.map((ride) => ({ status: ride.status })),
    },
    values,
    labels,
  };
}

/** The form's data is read fresh each time it opens: never edit a stale copy. */
export const kilometerCourseFormOptions = (id: number) =>
  queryOptions({
    queryKey: courseKeys.detail(id, 'kilometer-form'),
    queryFn: () => getKilometerCourse(id),
    staleTime: 0,
    gcTime: 0,
  });

export const useKilometerCourseForm = (id: number) => useSuspenseQuery(kilometerCourseFormOptions(id));
