/**
 * Who administers which user accounts and which roles each may grant (administration.md §2.3, §6;
 * docs/spec-decisions.md rows 2, 220-223). The SPA hides rows, buttons and role options with these
 * functions; the server refuses with the same ones.
 */
import { ROLES, hasAnyRole, hasRole } from '../auth/roles';
import type { HasRoles, Role } from '../auth/roles';
import { roleLabel } from './role-labels';

/** The acting user: its own id and company decide the tenant and the self rules. */
export interface UserActor extends HasRoles {
  id: number;
  companyId: number | null;
}

/** An account being listed, shown, edited or deleted. */
export interface UserTarget extends HasRoles {
  id: number;
  companyId: number | null;
}

/** The 'Użytkownicy' roles (decision 2): the menu, the route and every call of the page. */
export const USER_ADMIN_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_TRANSPORT_COMPANY'];

/** Roles a head of a railway company may hand out inside its company (decision 221). */
export const RAILWAY_COMPANY_ROLES: readonly Role[] = [
  'ROLE_COMPANY',
  'ROLE_USER_COMPANY',
  'ROLE_PASSENGER',
  'ROLE_COMPANY_STATISTICS',
  'ROLE_KILOMETER_COURSE',
  'ROLE_EMPLOYEE_REQUEST',
  'ROLE_PASSENGER_CHANGE',
  'ROLE_FLEET',
];

/** Roles a transport company may hand out inside its company (decision 221). */
export const TRANSPORT_COMPANY_ROLES: readonly Role[] = [
  'ROLE_TRANSPORT_COMPANY',
  'ROLE_DRIVER',
  'ROLE_INVOICE',
  'ROLE_COURSE_FINANCIAL_REPORT',
  'ROLE_DEFINED_KILOMETERS',
  'ROLE_FLEET',
];

/** ROLE_DEFAULT is implicit (decision 1): never granted, never removed. */
const GRANTABLE_BY_ADMIN: readonly Role[] = ROLES.filter((role) => role !== 'ROLE_DEFAULT');

export const USER_PERMISSION_MESSAGES = {
  roleNotGrantable: (label: string) => `Brak uprawnień do nadania roli: ${label}`,
  ownAdminRole: 'Nie można odebrać sobie roli administratora',
  ownAccount: 'Nie można usunąć własnego konta',
  companyNotAllowed: 'Można wybrać tylko własną firmę',
  rolesRequired: 'Wybierz przynajmniej jedną rolę',
} as const;

/** May open 'Użytkownicy', list, create and read users. A company role needs a company. */
export function canAdministerUsers(actor: UserActor): boolean {
  if (hasRole(actor, 'ROLE_ADMIN')) return true;
  return actor.companyId !== null && hasAnyRole(actor, USER_ADMIN_ROLES);
}

/** Admin any account; a company or transport company only the accounts of its own company. */
export function canSeeUser(actor: UserActor, target: Pick<UserTarget, 'companyId'>): boolean {
  if (!canAdministerUsers(actor)) return false;
  return hasRole(actor, 'ROLE_ADMIN') || target.companyId === actor.companyId;
}

/** The roles `actor` may grant or take away; an admin every role, a company only its side's. */
export function grantableRoles(actor: UserActor): readonly Role[] {
  if (hasRole(actor, 'ROLE_ADMIN')) return GRANTABLE_BY_ADMIN;
  if (!canAdministerUsers(actor)) return [];
  const side = new Set<Role>();
  if (hasRole(actor, 'ROLE_COMPANY')) RAILWAY_COMPANY_ROLES.forEach((role) => side.add(role));
  if (hasRole(actor, 'ROLE_TRANSPORT_COMPANY')) TRANSPORT_COMPANY_ROLES.forEach((role) => side.add(role));
  return GRANTABLE_BY_ADMIN.filter((role) => side.has(role));
}

const holdsOnlyGrantable = (actor: UserActor, target: HasRoles) => {
  const grantable = new Set<string>(['ROLE_DEFAULT', ...grantableRoles(actor)]);
  return target.roles.every((role) => grantable.has(role));
};

/**
 * Edit: a visible account holding no role the actor could not grant itself (a company cannot reset
 * the password of an administrator who happens to belong to it).
 */
export function canEditUser(actor: UserActor, target: UserTarget): boolean {
  return canSeeUser(actor, target) && holdsOnlyGrantable(actor, target);
}

/** Delete: as edit, never one's own account. */
export function canDeleteUser(actor: UserActor, target: UserTarget): boolean {
  return actor.id !== target.id && canEditUser(actor, target);
}

/** The company a new or edited account may get: an admin any (or none), others only their own. */
export function canAssignCompany(actor: UserActor, companyId: number | null): boolean {
  if (hasRole(actor, 'ROLE_ADMIN')) return true;
  return actor.companyId !== null && companyId === actor.companyId;
}

export interface RoleViolation {
  propertyPath: 'roles';
  message: string;
}

/**
 * Why `requested` may not replace `current` (empty for a new account): every role added or removed
 * must be grantable by the actor (no escalation), at least one role stays, and nobody takes away
 * their own administrator role. Example: a transport company asking for ROLE_ADMIN gets
 * 'Brak uprawnień do nadania roli: Administrator'.
 */
export function roleChangeViolations(
  actor: UserActor,
  target: Pick<UserTarget, 'id'> | null,
  current: readonly Role[],
  requested: readonly Role[],
): RoleViolation[] {
  const wanted = requested.filter((role) => role !== 'ROLE_DEFAULT');
  if (wanted.length === 0)
    return [{ propertyPath: 'roles', message: USER_PERMISSION_MESSAGES.rolesRequired }];
  const grantable = new Set(grantableRoles(actor));
  const changed = [
    ...wanted.filter((role) => !current.includes(role)),
    ...current.filter((role) => role !== 'ROLE_DEFAULT' && !wanted.includes(role)),
  ];
  const violations: RoleViolation[] = changed
    .filter((role) => !grantable.has(role))
    .map((role) => ({
      propertyPath: 'roles',
      message: USER_PERMISSION_MESSAGES.roleNotGrantable(roleLabel(role)),
    }));
  const self = target !== null && target.id === actor.id;
  if (self && current.includes('ROLE_ADMIN') && !wanted.includes('ROLE_ADMIN'))
    violations.push({ propertyPath: 'roles', message: USER_PERMISSION_MESSAGES.ownAdminRole });
  return violations;
}

/** Roles whose screens work only for an account of a railway company (decision 223a). */
export const RAILWAY_COMPANY_ONLY_ROLES: readonly Role[] = [
  'ROLE_COMPANY',
  'ROLE_USER_COMPANY',
  'ROLE_PASSENGER',
  'ROLE_COMPANY_STATISTICS',
  'ROLE_KILOMETER_COURSE',
];

/** Roles whose screens work only for an account of a transport company (decision 223a). */
export const TRANSPORT_COMPANY_ONLY_ROLES: readonly Role[] = [
  'ROLE_TRANSPORT_COMPANY',
  'ROLE_DRIVER',
  'ROLE_INVOICE',
  'ROLE_COURSE_FINANCIAL_REPORT',
];

export const COMPANY_KIND_MESSAGES = {
  railway: (label: string) => `Rola ${label} wymaga firmy kolejowej`,
  transport: (label: string) => `Rola ${label} wymaga firmy transportowej`,
} as const;

/**
 * Why `roles` do not fit the account's company (null: no company): a railway company's role on a
 * transport company's account, or the other way round, would open screens that find nothing of
 * theirs. Only an administrator can pick another company, so only an administrator meets this.
 * Example: companyKindViolations(['ROLE_DRIVER'], { isTransportCompany: false })
 *   -> [{ propertyPath: 'roles', message: 'Rola Kierowca wymaga firmy transportowej' }]
 */
export function companyKindViolations(
  roles: readonly Role[],
  company: { isTransportCompany: boolean } | null,
): RoleViolation[] {
  const misplaced = (side: readonly Role[], fits: boolean, message: (label: string) => string) =>
    fits
      ? []
      : roles
          .filter((role) => side.includes(role))
          .map((role) => ({ propertyPath: 'roles' as const, message: message(roleLabel(role)) }));
  return [
    ...misplaced(
      RAILWAY_COMPANY_ONLY_ROLES,
      company !== null && !company.isTransportCompany,
      COMPANY_KIND_MESSAGES.railway,
    ),
    ...misplaced(
      TRANSPORT_COMPANY_ONLY_ROLES,
      company !== null && company.isTransportCompany,
      COMPANY_KIND_MESSAGES.transport,
    ),
  ];
}

export const HOTEL_ACCOUNT_MESSAGES = {
  adminOnly: 'Hotele konta przypisuje tylko administrator',
  hotelRoleOnly: 'Hotele przypisuje się tylko kontu z rolą Hotel',
  notHotel: 'Wybierz aktywny hotel',
} as const;

/**
 * May choose the hotels a ROLE_HOTEL account works for (row 604): only the administrator, since a
 * hotel belongs to no company and its guests' names are no tenant's business.
 */
export function canLinkHotels(actor: HasRoles): boolean {
  return hasRole(actor, 'ROLE_ADMIN');
}

/** Whether the account (its roles after the edit) is a hotel's desk, the only kind that has hotels. */
export function isHotelAccount(target: HasRoles): boolean {
  return hasRole(target, 'ROLE_HOTEL');
}
