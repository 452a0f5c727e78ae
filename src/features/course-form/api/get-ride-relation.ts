import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { courseKeys } from '@/api/course-keys';
import { parseItem } from '@/api/hydra';
import { COURSE_IRI_RESOURCES as R, iriId } from '@domain/courses/course-form.fields';
import { taxiRideRelationSchema } from '@domain/courses/course-form.schema';
import type { PermissionCourse } from '@domain/courses/course-permissions';
import type { CourseLabels } from './course-labels';
import { courseFormValues } from './course-form-values';
import { editedCourseSchema } from './get-taxi-course';

/**
 * 'Edycja relacji' edits one ride of the course form's `rides` list, so the waypoint editor reads the
 * same field names (`rides.0.waypoints.1.place`); the rules are the course form's (§5).
 */
export const rideRelationFormSchema = z.object({ rides: z.tuple([taxiRideRelationSchema]) });
export type RideRelationFormInput = z.input<typeof rideRelationFormSchema>;
export type RideRelationFormData = z.output<typeof rideRelationFormSchema>;

export interface LoadedRideRelation {
  /** The course's ETag: the save sends it as If-Match. */
  etag: string | null;
  /** The railway company of the ride: its places, passengers and locomotives are offered. */
  company: { id: number; iri: string; name: string };
  /** The course as the §6 field rules read it. */
  course: PermissionCourse;
  values: RideRelationFormInput;
  labels: CourseLabels;
}

const companyId = (iri: string | null | undefined) => (iri ? iriId(iri, R.company) : null);

/** `GET /api/taxi_courses/{id}`, read fresh, as the form values of ride `rideIri`. */
export async function getRideRelation(courseId: number, rideIri: string): Promise<LoadedRideRelation> {
  const response = await api.get<unknown>(`/api/taxi_courses/${courseId}`);
  const course = parseItem(response.data, editedCourseSchema);
  const { values, labels } = courseFormValues(course, null);
  const index = course.rides.findIndex((ride) => ride['@id'] === rideIri);
  const ride = values.rides[index];
  const loadedRide = course.rides[index];
  if (!ride || !loadedRide) throw new Error('Nie znaleziono przejazdu');
  const etag = response.headers['etag'];
  const driverId = Number(course.driver?.['@id'].split('/').pop());
  return {
    etag: typeof etag === 'string' ? etag : null,
    company: {
      id: loadedRide.company.id,
      iri: `/api/companies/${loadedRide.company.id}`,
      name: loadedRide.company.name,
    },
    course: {
      companyId: loadedRide.company.id,
      contractorId: companyId(values.contractor),
      subcontractorId: companyId(values.subcontractor),
      driverId: Number.isInteger(driverId) ? driverId : null,
      rides: course.rides.map((item) => ({ status: item.status })),
    },
    values: {
      rides: [
        {
          fromStartingBase: ride.fromStartingBase ?? null,
          toStartingBase: ride.toStartingBase ?? null,
          waypoints: ride.waypoints,
        },
      ],
    },
    labels,
  };
}

/** Never edit a stale copy: read each time the dialog opens, dropped when it closes. */
export const rideRelationOptions = (courseId: number, rideIri: string) =>
  queryOptions({
    queryKey: courseKeys.detail(courseId, 'relation', rideIri),
    queryFn: () => getRideRelation(courseId, rideIri),
    staleTime: 0,
    gcTime: 0,
  });

export const useRideRelation = (courseId: number, rideIri: string) =>
  useQuery(rideRelationOptions(courseId, rideIri));
