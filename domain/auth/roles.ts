/**
 * Roles of administration.md §6. Every signed-in user implicitly holds ROLE_DEFAULT
 * (see docs/spec-decisions.md), so `Kursy` is visible to everyone.
 */
export const ROLES = [
  'ROLE_DEFAULT',
  'ROLE_ADMIN',
  'ROLE_USER',
  'ROLE_COMPANY',
  'ROLE_USER_COMPANY',
  'ROLE_DRIVER',
  'ROLE_PASSENGER',
  'ROLE_TRANSPORT_COMPANY',
  'ROLE_COMPANY_STATISTICS',
  'ROLE_COURSE_FINANCIAL_REPORT',
  'ROLE_HOTEL',
  'ROLE_DEFINED_KILOMETERS',
  'ROLE_KILOMETER_COURSE',
  'ROLE_ACCOUNTANT',
  'ROLE_INVOICE',
  'ROLE_EMPLOYEE_REQUEST',
  'ROLE_COURSE_GENERATE_REPORT',
  'ROLE_PASSENGER_CHANGE',
  'ROLE_FLEET',
  'ROLE_IMPERSONATOR',
] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Account type labels of administration.md §6, for the primary role of an account. */
export const ACCOUNT_TYPE_LABELS: Partial<Record<Role, string>> = {
  ROLE_COMPANY: 'Firma',
  ROLE_TRANSPORT_COMPANY: 'Firma transportowa',
  ROLE_ADMIN: 'Administrator',
  ROLE_DRIVER: 'Kierowca',
  ROLE_USER_COMPANY: 'Dyspozytor zewnętrzny',
  ROLE_USER: 'Dyspozytor',
  ROLE_PASSENGER: 'Pracownik',
};

/** Anything that carries roles: a JWT payload, the current user, a row. */
export interface HasRoles {
  roles: readonly string[];
}

export function hasRole(subject: HasRoles, role: Role): boolean {
  return subject.roles.includes(role);
}

export function hasAnyRole(subject: HasRoles, roles: readonly Role[]): boolean {
  return roles.some((role) => subject.roles.includes(role));
}

export function hasAllRoles(subject: HasRoles, roles: readonly Role[]): boolean {
  return roles.every((role) => subject.roles.includes(role));
}

/** Manager = admin or dispatcher (§6). Example: isManager({ roles: ['ROLE_USER'] }) === true */
export function isManager(subject: HasRoles): boolean {
  return hasAnyRole(subject, ['ROLE_ADMIN', 'ROLE_USER']);
}

/** Company user = head of company or passenger (§6). */
export function isCompanyUser(subject: HasRoles): boolean {
  return hasAnyRole(subject, ['ROLE_COMPANY', 'ROLE_PASSENGER']);
}

export function isTransportCompanyUser(subject: HasRoles): boolean {
  return hasRole(subject, 'ROLE_TRANSPORT_COMPANY');
}

/**
 * Manager, transport company or head of company may delete passengers and places (administration.md §6);
 * passengers and external dispatchers may not. Example: canDeletePassengersAndPlaces({ roles: ['ROLE_PASSENGER'] }) === false
 */
export function canDeletePassengersAndPlaces(subject: HasRoles): boolean {
  return isManager(subject) || hasAnyRole(subject, ['ROLE_TRANSPORT_COMPANY', 'ROLE_COMPANY']);
}

/**
 * The fleet pages' two rules (administration.md §6 'Fleet features need the fleet role';
 * docs/spec-decisions.md rows 400, 421, 440, 705). They live beside the other role predicates so the
 * menu, loaded with every page, pulls in no fleet module (the course list's JavaScript budget); the
 * fleet modules re-export them under their own names (`mayManageCars`, `mayUseFuel`,
 * `canReadFleetReports`) for the route guards and the server.
 * Example: managesCars({ roles: ['ROLE_DRIVER'] }) === false
 */
export function managesCars(subject: HasRoles): boolean {
  return hasAnyRole(subject, ['ROLE_ADMIN', 'ROLE_FLEET', 'ROLE_TRANSPORT_COMPANY']);
}

/** ROLE_FLEET of a company. Example: isFleetUserOfCompany({ roles: ['ROLE_FLEET'], companyId: null }) === false */
export function isFleetUserOfCompany(subject: HasRoles & { companyId: number | null }): boolean {
  return hasRole(subject, 'ROLE_FLEET') && subject.companyId !== null;
}

export function isImpersonator(subject: HasRoles): boolean {
  return hasRole(subject, 'ROLE_IMPERSONATOR');
}

/** Adds ROLE_DEFAULT and removes unknown or duplicated roles. */
export function normalizeRoles(roles: readonly string[]): Role[] {
  const known = new Set<Role>(['ROLE_DEFAULT']);
  for (const role of roles) if (isRole(role)) known.add(role);
  return ROLES.filter((role) => known.has(role));
}
