/**
 * Which courses a user may see (courses.md §6). `courseVisibility` is the rule; the server turns its
 * result into a SQL condition and the SPA can use `isCourseVisible` to decide about a live-update event.
 */
import { hasAnyRole, hasRole, isManager } from '../auth/roles';

export type CourseVisibility =
  /** Managers (admin, dispatcher) and accountants. */
  | { kind: 'all' }
  /** Head of a railway company or its external dispatcher: every course of that company. */
  | { kind: 'company'; companyId: number }
  /**
   * A transport company: courses it executes as contractor or subcontractor, plus every course of the
   * railway companies for which it is a superior contractor (company_contractors.superior).
   */
  | { kind: 'transport'; companyId: number }
  /** A driver: the courses they drive. */
  | { kind: 'driver'; userId: number }
  /** An employee: courses where they ride on any segment, or which they created (kilometer courses). */
  | { kind: 'passenger'; userId: number }
  | { kind: 'none' };

export interface VisibilityUser {
  id: number;
  roles: readonly string[];
  companyId: number | null;
}

/**
 * The first matching role decides: manager, accountant, company (ROLE_COMPANY, ROLE_USER_COMPANY),
 * transport company, driver, passenger. Company and transport roles need the user's company.
 *
 * Example: courseVisibility({ id: 7, roles: ['ROLE_DRIVER'], companyId: 3 }) -> { kind: 'driver', userId: 7 }
 */
export function courseVisibility(user: VisibilityUser): CourseVisibility {
  if (isManager(user) || hasRole(user, 'ROLE_ACCOUNTANT')) return { kind: 'all' };
  if (hasAnyRole(user, ['ROLE_COMPANY', 'ROLE_USER_COMPANY']) && user.companyId !== null)
    return { kind: 'company', companyId: user.companyId };
  if (hasRole(user, 'ROLE_TRANSPORT_COMPANY') && user.companyId !== null)
    return { kind: 'transport', companyId: user.companyId };
  if (hasRole(user, 'ROLE_DRIVER')) return { kind: 'driver', userId: user.id };
  if (hasRole(user, 'ROLE_PASSENGER')) return { kind: 'passenger', userId: user.id };
  return { kind: 'none' };
}

/** What a course reveals about who is involved in it. */
export interface CourseParties {
  /** The railway company (customer). */
  companyId: number;
  contractorId: number | null;
  subcontractorId: number | null;
  driverId: number | null;
  createdById: number | null;
  /** User ids of the passengers on any segment of any ride. */
  passengerUserIds: readonly number[];
}

/**
 * Applies a visibility to one course. `superiorOf` lists the railway companies for which the
 * transport company of a `transport` visibility is a superior contractor.
 *
 * Example: isCourseVisible({ kind: 'driver', userId: 7 }, { ...course, driverId: 7 }) === true
 */
export function isCourseVisible(
  visibility: CourseVisibility,
  course: CourseParties,
  superiorOf: readonly number[] = [],
): boolean {
  switch (visibility.kind) {
    case 'all':
      return true;
    case 'company':
      return course.companyId === visibility.companyId;
    case 'transport':
      return (
        course.contractorId === visibility.companyId ||
        course.subcontractorId === visibility.companyId ||
        superiorOf.includes(course.companyId)
      );
    case 'driver':
      return course.driverId === visibility.userId;
    case 'passenger':
      return course.createdById === visibility.userId || course.passengerUserIds.includes(visibility.userId);
    case 'none':
      return false;
  }
}

/**
 * Who sees the map of cars in progress on the course list (issue 35 part 1, row 823): the
 * dispatcher (and the administrator) and a transport company; a railway company, driver, passenger,
 * accountant do not (the issue names the first two; positions go to no one else). The cars shown are
 * the courses `courseVisibility` lets the user see. `GET api/course_positions/latest` answers 403 to
 * the others. Here, beside the rule it narrows, so the course list's code gains no module.
 * Example: canSeeCourseMap({ id: 1, roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 4 }) === true
 */
export function canSeeCourseMap(user: VisibilityUser): boolean {
  return isManager(user) || courseVisibility(user).kind === 'transport';
}

/**
 * courses.md §2: a railway company sees a multi-ride course as one card (pseudo-course
 * `{courseId}-course-{index}`) per ride; everyone else one card per course.
 * Example: splitsCourses({ kind: 'company', companyId: 1 }) === true
 */
export function splitsCourses(visibility: CourseVisibility): boolean {
  return visibility.kind === 'company';
}
