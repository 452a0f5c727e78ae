import { hasAnyRole, isManager, isTransportCompanyUser, type HasRoles } from '../auth/roles';

/** A user as the locomotive rules need them: roles and the company they belong to. */
export interface LocomotiveActor extends HasRoles {
  companyId: number | null;
}

/**
 * Who may add and edit locomotives (courses.md §5 'Dodaj lokomotywę'): managers; company users
 * (ROLE_COMPANY, ROLE_USER_COMPANY, ROLE_PASSENGER) and transport companies of a company. The course
 * forms show 'Dodaj lokomotywę' with it, the server refuses with it.
 * Example: mayWriteLocomotives({ roles: ['ROLE_PASSENGER'], companyId: null }) === false
 */
export function mayWriteLocomotives(user: LocomotiveActor): boolean {
  if (isManager(user)) return true;
  return (
    user.companyId !== null &&
    (hasAnyRole(user, ['ROLE_COMPANY', 'ROLE_USER_COMPANY', 'ROLE_PASSENGER']) ||
      isTransportCompanyUser(user))
  );
}

/**
 * The 'Lokomotywy' page and its menu entry: managers, heads of company, external dispatchers and
 * transport companies, the roles that may edit locomotives, except employees (ROLE_PASSENGER), who add
 * one only from their kilometer course form (docs/spec-decisions.md). Roles only, as the menu is.
 * Example: mayManageLocomotives({ roles: ['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE'] }) === false
 */
export function mayManageLocomotives(user: HasRoles): boolean {
  return (
    isManager(user) || hasAnyRole(user, ['ROLE_COMPANY', 'ROLE_USER_COMPANY']) || isTransportCompanyUser(user)
  );
}
