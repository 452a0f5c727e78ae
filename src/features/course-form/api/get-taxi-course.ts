import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { courseKeys } from '@/api/course-keys';
import { parseItem } from '@/api/hydra';
import { courseSchema, rideSchema } from '@domain/contract/course.schema';
import type { TaxiCourseFormInput } from '@domain/courses/course-form.schema';
import type { CourseLabels } from '../utils/course-labels';
import { courseFormValues } from '../utils/course-form-values';
import { editedRideSchema } from './edited-ride.schema';
import { driverSchema } from './get-drivers';
import { fetchMembers } from '@/api/picker-options';

const baseRef = rideSchema.shape.fromStartingBase.transform((base) => base?.['@id'] ?? null);

/** `GET /api/taxi_courses/{id}` as the edit form reads it: the contract's fields (domain/contract). */
export const editedCourseSchema = courseSchema
  .pick({
    '@id': true,
    '@type': true,
    id: true,
    contractor: true,
    subcontractor: true,
    driver: true,
    series: true,
  })
  .extend({
    driverPhoneNumber: courseSchema.shape.driverPhoneNumber,
    rides: z.array(
      editedRideSchema.extend({
        fromStartingBase: baseRef,
        toStartingBase: baseRef,
        driverHasToAcceptAt: rideSchema.shape.driverHasToAcceptAt,
      }),
    ),
  });
export type EditedCourse = z.output<typeof editedCourseSchema>;

export interface LoadedTaxiCourse {
  id: number;
  etag: string | null;
  companyName: string;
  /** User id of the driver, for the permission rules. */
  driverUserId: number | null;
  /** The series the course belongs to ('Ten i wszystkie następne' on save, row 860), or null. */
  series: number | null;
  values: TaxiCourseFormInput;
  labels: CourseLabels;
}

/**
 * The course reports its driver as a user (`/api/users/{id}`), the form writes `/api/drivers/{id}`:
 * the executing company's drivers translate one into the other.
 */
async function driverIri(course: EditedCourse): Promise<string | null> {
  const executor = course.subcontractor ?? course.contractor;
  const userId = Number(course.driver?.['@id'].split('/').pop());
  if (!executor || !Number.isInteger(userId)) return null;
  const drivers = await fetchMembers(
    '/api/drivers',
    { 'transportCompany.id': executor.id, pagination: false },
    driverSchema,
  );
  return drivers.find((driver) => driver.userId === userId)?.['@id'] ?? null;
}

export async function getTaxiCourse(id: number): Promise<LoadedTaxiCourse> {
  const response = await api.get<unknown>(`/api/taxi_courses/${id}`);
  const course = parseItem(response.data, editedCourseSchema);
  const etag = response.headers['etag'];
  const { values, labels } = courseFormValues(course, await driverIri(course));
  const driverUserId = Number(course.driver?.['@id'].split('/').pop());
  return {
    id: course.id,
    etag: typeof etag === 'string' ? etag : null,
    companyName: course.rides[0]?.company.name ?? '',
    driverUserId: Number.isInteger(driverUserId) ? driverUserId : null,
    series: course.series,
    values,
    labels,
  };
}

/** The edit form's data is read fresh each time the form opens: never edit a stale copy. */
export const taxiCourseFormOptions = (id: number) =>
  queryOptions({
    queryKey: courseKeys.detail(id, 'form'),
    queryFn: () => getTaxiCourse(id),
    staleTime: 0,
    gcTime: 0,
  });

export const useTaxiCourseForm = (id: number) => useSuspenseQuery(taxiCourseFormOptions(id));
