/**
 * Who opens a course's or ride's drawer (courses.md §2: "Drivers cannot open the drawer"; "Passengers
 * cannot open taxi courses or rides"). What the drawers show (comments, §2 Komentarze) follows it on the
 * server too, so the API gives no more than the screens.
 */
import { hasRole, type HasRoles } from '../auth/roles';

export type CourseKind = 'taxi' | 'kilometer';

/** Example: canOpenCourseDrawer({ roles: ['ROLE_PASSENGER'] }, 'taxi') === false */
export function canOpenCourseDrawer(user: HasRoles, kind: CourseKind): boolean {
  if (hasRole(user, 'ROLE_DRIVER')) return false;
  return !(hasRole(user, 'ROLE_PASSENGER') && kind === 'taxi');
}
