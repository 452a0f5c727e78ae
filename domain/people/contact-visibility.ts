/**
 * Who sees whose contact fields (e-mail, phones, home place with its address and coordinates), issue
 * 29 "Tenant borders", docs/spec-decisions.md rows 590-599, ADR 023. One rule for every serializer and
 * query that emits them, and for the SPA that shows them:
 * - the person themself;
 * - managers (admin, dispatcher);
 * - the person's user administrators and the 'Pasażerowie' roles of the person's own company
 *   (`canAdministerUsers`, `canSeePassengerContacts`, both of the viewer's company);
 * - a transport company: also the people of the railway companies it serves through a confirmed link
 *   (`servedCompanyIds`, read by the server from the links; unconfirmed links are not in it);
 * - a driver: the passengers of their own rides (`ridePassengerUserIds`).
 * Anyone else sees names only.
 */
import { canSeePassengerContacts } from '../auth/menu';
import { hasRole, isManager, isTransportCompanyUser, type HasRoles } from '../auth/roles';
import { canAdministerUsers } from './user-permissions';

export interface ContactViewer extends HasRoles {
  id: number;
  companyId: number | null;
}

/** Facts the rule cannot read from the viewer: the server reads them, the SPA gets them in answers. */
export interface ContactFacts {
  /** Railway companies the viewer's transport company serves through a confirmed link. */
  servedCompanyIds: readonly number[];
  /** User ids of the passengers on the viewer's own rides (drivers). */
  ridePassengerUserIds: readonly number[];
}

export const NO_CONTACT_FACTS: ContactFacts = { servedCompanyIds: [], ridePassengerUserIds: [] };

/** The person whose contacts would be shown: their user id and the company employing them. */
export interface ContactPerson {
  userId: number | null;
  companyId: number | null;
}

/**
 * The same rule as a set, for a query's WHERE: everyone, or the viewer, these companies' people and
 * these users. Example: contactScope({ id: 6, companyId: 10, roles: ['ROLE_PASSENGER'] }, NO_CONTACT_FACTS)
 *   -> { kind: 'some', selfId: 6, companyIds: [], userIds: [] }
 */
export type ContactScope =
  | { kind: 'all' }
  | { kind: 'some'; selfId: number; companyIds: readonly number[]; userIds: readonly number[] };

export function contactScope(viewer: ContactViewer, facts: ContactFacts): ContactScope {
  if (isManager(viewer)) return { kind: 'all' };
  const companyIds = new Set<number>();
  const ownCompanyRole = canAdministerUsers(viewer) || canSeePassengerContacts(viewer);
  if (viewer.companyId !== null && ownCompanyRole) companyIds.add(viewer.companyId);
  if (isTransportCompanyUser(viewer) && viewer.companyId !== null)
    facts.servedCompanyIds.forEach((id) => companyIds.add(id));
  const userIds = hasRole(viewer, 'ROLE_DRIVER') ? [...facts.ridePassengerUserIds] : [];
  return { kind: 'some', selfId: viewer.id, companyIds: [...companyIds], userIds };
}

/** Whether `scope` reveals this person's contacts. */
export function scopeReveals(scope: ContactScope, person: ContactPerson): boolean {
  if (scope.kind === 'all') return true;
  if (person.userId !== null && (person.userId === scope.selfId || scope.userIds.includes(person.userId)))
    return true;
  return person.companyId !== null && scope.companyIds.includes(person.companyId);
}

/**
 * Example: canSeeContacts({ id: 3, companyId: 20, roles: ['ROLE_TRANSPORT_COMPANY'] },
 *   { userId: 9, companyId: 10 }, { servedCompanyIds: [], ridePassengerUserIds: [] }) === false
 */
export function canSeeContacts(viewer: ContactViewer, person: ContactPerson, facts: ContactFacts): boolean {
  return scopeReveals(contactScope(viewer, facts), person);
}
