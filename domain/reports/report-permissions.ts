/**
 * Who may generate the kilometer-course report (docs/spec-decisions.md row 180). The server refuses the
 * rest with 403 before reading the query; the SPA shows the premium modal instead of the dialog.
 */
import { hasAllRoles, hasAnyRole } from '../auth/roles';
import type { VisibilityUser } from '../courses/visibility';

/**
 * Holders of ROLE_COURSE_GENERATE_REPORT (the paid report feature, §6), accountants (they settle the
 * kilometer rides), and a passenger with ROLE_KILOMETER_COURSE for their own rides.
 * Example: canGenerateKilometerReport({ id: 1, roles: ['ROLE_USER'], companyId: null }) === false
 */
export function canGenerateKilometerReport(user: VisibilityUser): boolean {
  return (
    hasAnyRole(user, ['ROLE_COURSE_GENERATE_REPORT', 'ROLE_ACCOUNTANT']) ||
    hasAllRoles(user, ['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE'])
  );
}

/** The deviation indicator of the premium modal: a paid feature, for ROLE_COURSE_GENERATE_REPORT only. */
export function canSeeDistanceDeviation(user: Pick<VisibilityUser, 'roles'>): boolean {
  return hasAnyRole(user, ['ROLE_COURSE_GENERATE_REPORT']);
}
