import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { patchCourseLists, refetchSearchedLists } from '../hooks/use-live-courses';
import { EMPTY_FILTERS } from '../utils/course-filters';
import { courseSchema, type Course } from '@domain/contract/course.schema';
import { getCourses } from './get-courses';

export type MoveRideInput =
  { kind: 'transfer'; rideIri: string; courseIri: string } | { kind: 'extract'; rideIri: string };

/**
 * `POST {ride}/transfer` `{course}` answers the target course; `POST {ride}/extract` the new course
 * (docs/api.md, moving a taxi ride).
 */
export async function moveRide(input: MoveRideInput): Promise<Course> {
  const body = input.kind === 'transfer' ? { course: input.courseIri } : {};
  const response = await api.post<unknown>(`${input.rideIri}/${input.kind}`, body);
  return parseItem(response.data, courseSchema);
}

/**
 * The mutation. The answered course is patched in at once; the source course's own update (or
 * deletion) arrives as a live event, so it is not guessed here.
 */
export function useMoveRide(
  options: Omit<UseMutationOptions<Course, unknown, MoveRideInput>, 'mutationFn'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: moveRide,
    onSuccess: (course, input, ...rest) => {
      const type = input.kind === 'extract' ? 'course_insert' : 'course_update';
      patchCourseLists(queryClient, { type, courseId: course.id, course });
      void refetchSearchedLists(queryClient);
      return options.onSuccess?.(course, input, ...rest);
    },
  });
}

/** Taxi courses matching `search` ('Wybierz kurs'); the dialog keeps those a ride may go into. */
export async function searchTaxiCourses(search: string): Promise<Course[]> {
  const page = await getCourses({
    page: 1,
    itemsPerPage: 15,
    search,
    filters: { ...EMPTY_FILTERS, discriminator: 'taxi_course' },
  });
  return page.member;
}
