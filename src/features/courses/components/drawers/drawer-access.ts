import { isManager, isTransportCompanyUser, type HasRoles } from '@domain/auth/roles';
import { canOpenCourseDrawer } from '@domain/courses/drawer-access';
import type { Course } from '@domain/contract/course.schema';

export const isTaxiCourse = (course: Pick<Course, '@type'>) => course['@type'] === 'TaxiCourse';

/** §6: drivers never open the drawer; passengers cannot open taxi courses or their rides. */
export const canOpenCourse = (user: HasRoles, course: Pick<Course, '@type'>): boolean =>
  canOpenCourseDrawer(user, isTaxiCourse(course) ? 'taxi' : 'kilometer');

/** §6: 'Relacja kierowcy' is for managers and transport companies. */
export const seesDriverRelation = (user: HasRoles) => isManager(user) || isTransportCompanyUser(user);

/** §2: the driver relation is shown once the course is finished. */
export const driverRelationReady = (course: Pick<Course, 'status'>) => course.status === 'finished';
