import { queryOptions, useQuery } from '@tanstack/react-query';
import { coursesKeys } from '@/api/course-keys';
import type { TaxiRideFormInput } from '@domain/courses/course-form.schema';
import type { CourseLabels } from './course-labels';
import { courseFormValues } from './course-form-values';
import { editedCourseSchema, type EditedCourse } from './get-taxi-course';
import { fetchMembers } from '@/api/picker-options';

/** courses.md §7: "recently used with itemsPerPage 3 and ride status not cancelled". */
export const RECENT_COURSES_SHOWN = 3;

/** One entry of 'Ostatnio używane': what the button shows and what choosing it copies. */
export interface RecentCourse {
  id: number;
  /** First stop of the first ride and last stop of the last ride ('' for a stop without a place). */
  from: string;
  to: string;
  /** 'IC/0012/11/2026', several rides joined by ' + ' as in 'Przenieś przejazd'. */
  rideNumbers: string;
  /** The first stop's planned time (ISO), null when it has none. */
  startsAt: string | null;
  rides: TaxiRideFormInput[];
  labels: CourseLabels;
}

/** A list member as the entry the form offers; the stops are read as the edit form reads them. */
export function toRecentCourse(course: EditedCourse): RecentCourse {
  const { values, labels } = courseFormValues(course, null);
  const firstSegment = course.rides[0]?.segments[0];
  const lastSegment = course.rides.at(-1)?.segments.at(-1);
  return {
    id: course.id,
    from: firstSegment?.waypointStart.place?.name ?? '',
    to: lastSegment?.waypointEnd.place?.name ?? '',
    rideNumbers: course.rides.map((ride) => ride.number).join(' + '),
    startsAt: firstSegment?.waypointStart.time ?? null,
    rides: values.rides,
    labels,
  };
}

/**
 * `GET /api/abstract_courses` narrowed to the user's own latest taxi courses for one railway company:
 * `createdBy`, `customerCompany`, `order[createdAt]=desc`, `itemsPerPage=3`, `rideStatus[not]=cancelled`.
 * The key sits under the course list's root (a saved course refreshes it) but outside its `list`
 * branch, which the live updates patch as pages of the list.
 */
export const recentCoursesOptions = (userId: number, companyId: number) =>
  queryOptions({
    queryKey: coursesKeys.scope('recent', { userId, companyId }),
    queryFn: async () => {
      const members = await fetchMembers(
        '/api/abstract_courses',
        {
          createdBy: `/api/users/${userId}`,
          customerCompany: `/api/companies/${companyId}`,
          discriminator: 'taxi_course',
          'order[createdAt]': 'desc',
          'rideStatus[not]': 'cancelled',
          itemsPerPage: RECENT_COURSES_SHOWN,
        },
        editedCourseSchema,
      );
      return members.map(toRecentCourse);
    },
    staleTime: 60_000,
  });

export const useRecentCourses = (userId: number, companyId: number) =>
  useQuery(recentCoursesOptions(userId, companyId));
