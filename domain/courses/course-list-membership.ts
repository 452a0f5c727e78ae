/**
 * "Does this course belong in this list?" (courses.md §2, §3), decided once: the SPA's live events
 * patch a cached list with it, and `courses.membership.test.ts` proves the server's list SQL gives
 * exactly the visible courses it accepts. Days are Polish days, whatever the browser's zone.
 */
import type { Course } from '../contract/course.schema';
import { warsawDay } from '../warsaw-time';
import { acceptingCompanyId } from '../rides/ride-relations';
import { columnForAcceptor, type CourseStatusColumn } from './status-columns';
import type { CourseVisibility } from './visibility';

/** The list filters a list member can be judged by (not the search term, not related records). */
export interface CourseListCriteria {
  /** The list's column (§2); absent for the passenger's flat list. */
  column?: CourseStatusColumn;
  discriminator: 'all' | 'taxi_course' | 'kilometer_course';
  includeCancelledCourses: boolean;
  /** Ride statuses of 'Status przejazdu': the course has a ride in one of them. */
  rideStatus: readonly string[];
  /** YYYY-MM-DD, the Polish day of the course's first stop at the earliest. */
  dateStartAfter: string | null;
  /** YYYY-MM-DD, the Polish day of the course's first stop at the latest. */
  dateStartBefore: string | null;
  /**
   * The transport company the viewer answers for (`listAcceptor`): its list shows a course waiting for
   * its acceptance under 'Wymaga uwagi'. Absent or null for every other viewer.
   */
  acceptorCompanyId?: number | null;
}

/** Example: listAcceptor({ kind: 'transport', companyId: 4 }) === 4; listAcceptor({ kind: 'all' }) === null */
export function listAcceptor(visibility: CourseVisibility): number | null {
  return visibility.kind === 'transport' ? visibility.companyId : null;
}

/** The course's list column as the viewer's list shows it (`columnForAcceptor`). */
export function listColumn(course: Course, acceptorCompanyId: number | null = null): CourseStatusColumn {
  const accepting = acceptingCompanyId({
    contractorId: course.contractor?.id ?? null,
    subcontractorId: course.subcontractor?.id ?? null,
  });
  const viewerAccepts = acceptorCompanyId !== null && accepting === acceptorCompanyId;
  return columnForAcceptor(course.status, course.rides, viewerAccepts);
}

const KILOMETER_TYPE = 'KilometerCourse';

/** The earliest first stop of the course's rides: the server's `startsAt`. */
export function courseStart(course: Course): Date | null {
  const times = course.rides.flatMap((ride) => {
    const time = ride.segments[0]?.waypointStart.time;
    return time ? [Date.parse(time)] : [];
  });
  return times.length === 0 ? null : new Date(Math.min(...times));
}

/**
 * Example: courseBelongsInList(course, { discriminator: 'all', includeCancelledCourses: false,
 *   rideStatus: [], dateStartAfter: '2026-11-20', dateStartBefore: null }) is false for a course whose
 *   every ride is cancelled, or whose first stop is before 20 November in Poland.
 */
export function courseBelongsInList(course: Course, criteria: CourseListCriteria): boolean {
  // §2: a course without rides leaves the list.
  if (course.rides.length === 0) return false;
  if (criteria.column !== undefined && listColumn(course, criteria.acceptorCompanyId) !== criteria.column)
    return false;
  const kilometer = course['@type'] === KILOMETER_TYPE;
  if (criteria.discriminator === 'taxi_course' && kilometer) return false;
  if (criteria.discriminator === 'kilometer_course' && !kilometer) return false;
  if (!criteria.includeCancelledCourses && course.rides.every((ride) => ride.status === 'cancelled')) {
    return false;
  }
  if (
    criteria.rideStatus.length > 0 &&
    !course.rides.some((ride) => criteria.rideStatus.includes(ride.status))
  )
    return false;
  if (criteria.dateStartAfter !== null || criteria.dateStartBefore !== null) {
    const start = courseStart(course);
    if (start === null) return false;
    const day = warsawDay(start);
    if (criteria.dateStartAfter !== null && day < criteria.dateStartAfter) return false;
    if (criteria.dateStartBefore !== null && day > criteria.dateStartBefore) return false;
  }
  return true;
}
