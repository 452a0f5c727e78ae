/**
 * Who may maintain which passenger and employee group (administration.md §2.3, §6), one rule for the
 * SPA's buttons and the server's refusals.
 * - 'Pasażerowie' (list, add, edit): managers, heads of company, external dispatchers and transport
 *   companies (the menu entry's roles);
 * - delete: managers, transport companies and heads of company (§6);
 * - the employer: a company user's passengers get the user's company (and an employee group); a
 *   transport company picks among its principals that are not transport companies; anyone else among
 *   railway companies (an external dispatcher: its own, docs/spec-decisions.md row 201);
 * - employee groups belong to a railway company: its head of company maintains its own, an admin those
 *   of any railway company (not a transport company's: groups price company users' passengers),
 *   docs/spec-decisions.md row 660.
 */
import { canSeePassengerContacts } from '../auth/menu';
import {
  canDeletePassengersAndPlaces,
  hasRole,
  isCompanyUser,
  isManager,
  isTransportCompanyUser,
  type HasRoles,
} from '../auth/roles';

export interface PassengerActor extends HasRoles {
  companyId: number | null;
}

/** How the passenger dialog names the passenger's company. */
export type EmployerChoice = 'own-company' | 'principals' | 'railway-companies';

/** Example: canManagePassengers({ roles: ['ROLE_PASSENGER'] }) === false */
export function canManagePassengers(user: HasRoles): boolean {
  return canSeePassengerContacts(user);
}

/** Example: canDeletePassenger({ roles: ['ROLE_USER_COMPANY'] }) === false */
export function canDeletePassenger(user: HasRoles): boolean {
  return canManagePassengers(user) && canDeletePassengersAndPlaces(user);
}

/**
 * Example: employerChoice({ roles: ['ROLE_COMPANY'] }) === 'own-company';
 *   employerChoice({ roles: ['ROLE_TRANSPORT_COMPANY'] }) === 'principals'
 */
export function employerChoice(user: HasRoles): EmployerChoice {
  if (isCompanyUser(user)) return 'own-company';
  if (!isManager(user) && isTransportCompanyUser(user)) return 'principals';
  return 'railway-companies';
}

/** Company users give their passengers an employee group instead of an employer (§2.7). */
export function picksEmployeeGroup(user: HasRoles): boolean {
  return employerChoice(user) === 'own-company';
}

/**
 * An admin also gives the passenger a group of the employer chosen (docs/spec-decisions.md row 707):
 * who picks the employer among railway companies and maintains every railway company's groups. A
 * dispatcher reads no groups (row 660), so is offered none and the server keeps ignoring its choice.
 * Example: picksEmployerGroup({ roles: ['ROLE_ADMIN'] }) === true;
 *   picksEmployerGroup({ roles: ['ROLE_USER'] }) === false
 */
export function picksEmployerGroup(user: HasRoles): boolean {
  return employerChoice(user) === 'railway-companies' && picksGroupCompany(user);
}

/**
 * The 'Grupy pracownicze' tab and the employee-group routes.
 * Example: canManageEmployeeGroups({ roles: ['ROLE_COMPANY'], companyId: 2 }) === true;
 *   canManageEmployeeGroups({ roles: ['ROLE_ADMIN'], companyId: null }) === true
 */
export function canManageEmployeeGroups(user: PassengerActor): boolean {
  return picksGroupCompany(user) || (hasRole(user, 'ROLE_COMPANY') && user.companyId !== null);
}

/**
 * An admin names the group's company ('Firma' of the dialog, the list's column and filter); a head of
 * company's groups are always its own company's. Example: picksGroupCompany({ roles: ['ROLE_ADMIN'] })
 */
export function picksGroupCompany(user: HasRoles): boolean {
  return hasRole(user, 'ROLE_ADMIN');
}

/**
 * Whether the actor maintains `company`'s employee groups: reads, edits and deletes them, and creates
 * one for it. Example: mayManageGroupsOf({ roles: ['ROLE_ADMIN'], companyId: null },
 *   { id: 7, isTransportCompany: true }) === false
 */
export function mayManageGroupsOf(
  user: PassengerActor,
  company: { id: number; isTransportCompany: boolean },
): boolean {
  if (!canManageEmployeeGroups(user)) return false;
  if (picksGroupCompany(user)) return !company.isTransportCompany;
  return company.id === user.companyId;
}

/** A company as the employer choice sees it. */
export interface EmployerCandidate {
  id: number;
  isTransportCompany: boolean;
  /** The actor's company serves it (a principal of the actor's transport company). */
  isPrincipal: boolean;
}

/**
 * Whether `company` may employ the actor's passengers: the employers the dialog offers, and the
 * companies whose passengers the actor may edit or delete.
 * Example: mayEmployFor({ roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 5 },
 *   { id: 2, isTransportCompany: false, isPrincipal: true }) === true
 */
export function mayEmployFor(user: PassengerActor, company: EmployerCandidate): boolean {
  if (!canManagePassengers(user)) return false;
  if (company.isTransportCompany) return false;
  if (isManager(user)) return true;
  if (employerChoice(user) === 'principals') return company.isPrincipal;
  return user.companyId !== null && company.id === user.companyId;
}
