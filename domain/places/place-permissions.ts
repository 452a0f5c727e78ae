/**
 * Who may do what with places and hotels (administration.md §2.3, §6), one rule for the SPA's buttons
 * and the server's refusals (server/resources/places/places.service.ts).
 * - list 'Miejsca': the menu entry's roles (ADMIN, USER, TRANSPORT_COMPANY, COMPANY);
 * - list 'Hotele': ADMIN or HOTEL;
 * - create: managers (any company or none); company-side users and transport companies for their
 *   company; ROLE_HOTEL only hotels shared by everyone (no company; docs/spec-decisions.md row 241);
 * - edit a place: managers any; others a place of their own company; ROLE_HOTEL a shared hotel;
 * - everyone may add their OWN home place (the settings page 'user-homeplace-settings', §2.6);
 * - delete (soft delete, isActive false): who may edit it AND a manager, transport company or head of
 *   company (§6 'Manager, transport company or head of company may delete passengers and places').
 */
import {
  canDeletePassengersAndPlaces,
  hasAnyRole,
  hasRole,
  isManager,
  isTransportCompanyUser,
  type HasRoles,
} from '../auth/roles';

export interface PlaceActor extends HasRoles {
  companyId: number | null;
  /** The user's own id: everyone keeps their own home place (settings, §2.6). */
  id?: number;
}

/** The parts of a place the rules read. `type` as stored ('place', 'hotel', 'home', 'workplace'). */
export interface PlaceTarget {
  type: string;
  companyId: number | null;
}

/** Railway company roles and employees, whose places belong to their own company. */
const isCompanySide = (user: HasRoles) =>
  hasAnyRole(user, ['ROLE_COMPANY', 'ROLE_USER_COMPANY', 'ROLE_PASSENGER']);

/** Example: mayListPlaces({ roles: ['ROLE_COMPANY'] }) === true; ({ roles: ['ROLE_DRIVER'] }) === false */
export function mayListPlaces(user: HasRoles): boolean {
  return hasAnyRole(user, ['ROLE_ADMIN', 'ROLE_USER', 'ROLE_TRANSPORT_COMPANY', 'ROLE_COMPANY']);
}

/** Example: mayListHotels({ roles: ['ROLE_HOTEL'] }) === true */
export function mayListHotels(user: HasRoles): boolean {
  return hasAnyRole(user, ['ROLE_ADMIN', 'ROLE_HOTEL']);
}

/** Writes places for its own company (company side or transport company with a company). */
function writesForOwnCompany(user: PlaceActor): boolean {
  return (isCompanySide(user) || isTransportCompanyUser(user)) && user.companyId !== null;
}

/** ROLE_HOTEL keeps the shared hotels (row 241). */
const writesSharedHotels = (user: HasRoles) => hasRole(user, 'ROLE_HOTEL');

/**
 * Whether the user may add a place at all, or one of `type` when given.
 * Example: mayCreatePlace({ roles: ['ROLE_HOTEL'], companyId: null }, 'hotel') === true;
 *   mayCreatePlace({ roles: ['ROLE_HOTEL'], companyId: null }, 'place') === false
 */
export function mayCreatePlace(user: PlaceActor, type?: string, ownerId?: number | null): boolean {
  if (isManager(user) || writesForOwnCompany(user)) return true;
  if (type === 'home' && ownerId !== undefined && ownerId !== null && ownerId === user.id) return true;
  return writesSharedHotels(user) && (type === undefined || type === 'hotel');
}

/** Example: mayEditPlace({ roles: ['ROLE_COMPANY'], companyId: 2 }, { type: 'place', companyId: 3 }) === false */
export function mayEditPlace(user: PlaceActor, place: PlaceTarget): boolean {
  if (isManager(user)) return true;
  if (writesForOwnCompany(user) && place.companyId === user.companyId) return true;
  return writesSharedHotels(user) && place.type === 'hotel' && place.companyId === null;
}

/** Example: mayDeletePlace({ roles: ['ROLE_USER_COMPANY'], companyId: 2 }, { type: 'place', companyId: 2 }) === false */
export function mayDeletePlace(user: PlaceActor, place: PlaceTarget): boolean {
  return mayEditPlace(user, place) && canDeletePassengersAndPlaces(user);
}

/**
 * Company users may not set a company on update (§6); only managers move a place between companies.
 * Example: maySetPlaceCompany({ roles: ['ROLE_COMPANY'] }) === false
 */
export function maySetPlaceCompany(user: HasRoles): boolean {
  return isManager(user);
}
