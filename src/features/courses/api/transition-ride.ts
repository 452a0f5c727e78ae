import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { patchCourseLists } from '../hooks/use-live-courses';
import { courseSchema, type Course } from '@domain/contract/course.schema';
import { courseKeys, type CourseDetail } from './get-course';

/** The ride transitions the card and drawer offer (docs/api.md, ride transitions). */
export const RIDE_BUTTON_ACTIONS = [
  'accept',
  'decline',
  'cancel',
  'cancel_during_realization',
  'restore',
] as const;
export type RideButtonAction = (typeof RIDE_BUTTON_ACTIONS)[number];

export interface TransitionRideInput {
  /** The ride's `@id`, e.g. `/api/taxi_course_rides/12`. */
  rideIri: string;
  action: RideButtonAction;
  /** Why the transport company declines (`decline` only), for the dispatcher's message. */
  reason?: string;
}

/** `POST {ride @id}/{action}`: answers the whole course, as `GET /api/taxi_courses/{id}` does. */
export async function transitionRide({ rideIri, action, reason }: TransitionRideInput): Promise<Course> {
  const response = await api.post<unknown>(`${rideIri}/${action}`, reason ? { reason } : {});
  return parseItem(response.data, courseSchema);
}

/** `PUT {ride @id}/status` with `{ status }`: the manual status of a manager or superior contractor. */
export async function setRideStatus({
  rideIri,
  status,
}: {
  rideIri: string;
  status: string;
}): Promise<Course> {
  const response = await api.put<unknown>(`${rideIri}/status`, { status });
  return parseItem(response.data, courseSchema);
}

/** The mutation; on success the course is patched into the list pages and its detail entry at once. */
export function useTransitionRide(
  options: Omit<UseMutationOptions<Course, unknown, TransitionRideInput>, 'mutationFn'> = {},
) {
  return useCourseMutation(transitionRide, options);
}

export function useSetRideStatus(
  options: Omit<UseMutationOptions<Course, unknown, { rideIri: string; status: string }>, 'mutationFn'> = {},
) {
  return useCourseMutation(setRideStatus, options);
}

/** A ride mutation answering the course: patched into the list pages and its detail entry at once. */
export function useCourseMutation<Input>(
  mutationFn: (input: Input) => Promise<Course>,
  options: Omit<UseMutationOptions<Course, unknown, Input>, 'mutationFn'>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: (course, ...rest) => {
      patchCourseLists(queryClient, { type: 'course_update', courseId: course.id, course });
      queryClient.setQueryData<CourseDetail>(courseKeys.detail(course.id), (old) =>
        old ? { ...course, placePoints: old.placePoints } : undefined,
      );
      return options.onSuccess?.(course, ...rest);
    },
  });
}
