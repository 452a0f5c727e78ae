/**
 * Which settlement drawer a viewer gets for a course (courses.md §2 'Settlement drawers (by role)';
 * 'Rozliczenie' is a header button for non-managers only). One rule for the SPA's button and the
 * server's settlement answer.
 */
import { hasAnyRole, isManager, isTransportCompanyUser } from '../auth/roles';
import type { PermissionCourse, PermissionUser } from '../courses/course-permissions';

export type SettlementView =
  /** The railway company of the course: its own drawer. */
  | 'customer'
  /** The contractor without a subcontractor: the client's and the driver's tables. */
  | 'contractor'
  /** The contractor with a subcontractor: the client's and the subcontractor's tables. */
  | 'contractorWithSubcontractor'
  /** The subcontractor: the contractor's data read-only, and the driver's table. */
  | 'subcontractor';

/**
 * The viewer's settlement drawer, or null when the viewer has none (a manager, a driver, a passenger,
 * a transport company not executing the course).
 * Example: settlementViewOf({ id: 5, roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 7 },
 *   { companyId: 1, contractorId: 7, subcontractorId: 9, driverId: null, rides: [] }) === 'contractorWithSubcontractor'
 */
export function settlementViewOf(user: PermissionUser, course: PermissionCourse): SettlementView | null {
  if (isManager(user)) return null;
  if (hasAnyRole(user, ['ROLE_COMPANY', 'ROLE_USER_COMPANY']) && user.companyId === course.companyId)
    return 'customer';
  if (!isTransportCompanyUser(user) || user.companyId === null) return null;
  if (course.subcontractorId !== null && user.companyId === course.subcontractorId) return 'subcontractor';
  if (user.companyId === course.contractorId)
    return course.subcontractorId === null ? 'contractor' : 'contractorWithSubcontractor';
  return null;
}
