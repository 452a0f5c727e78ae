import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { rideRelationItemSchema } from '@domain/contract/course.schema';
import type { WaypointFormData } from '@domain/courses/course-form.schema';
import { refreshCourses } from './save-course';

export interface RideRelationUpdate {
  courseId: number;
  /** The ride's `@id`, e.g. `/api/taxi_course_rides/12`: the PUT goes there. */
  rideIri: string;
  /** The course's ETag as loaded; a change by someone else since answers 412. */
  etag: string | null;
  waypoints: WaypointFormData[];
}

/** The answer: the ride with its stops (docs/api.md); the list and drawer refetch the whole course. */
const savedRideSchema = rideRelationItemSchema;

/** `PUT /api/taxi_course_rides/{id}` with `{ waypoints }` and `If-Match` ('zapisz relację'). */
export async function updateRideRelation({ rideIri, etag, waypoints }: RideRelationUpdate) {
  const headers = etag ? { 'If-Match': etag } : {};
  const response = await api.put<unknown>(rideIri, { waypoints }, { headers });
  return parseItem(response.data, savedRideSchema);
}

export function useUpdateRideRelation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRideRelation,
    onSuccess: (_ride, input) => refreshCourses(queryClient, { id: input.courseId }),
  });
}
