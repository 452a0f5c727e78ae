/**
 * Who may see and change cars and brands (administration.md §2.3 Flota group, §2.4 brand dialog, §6
 * 'Fleet features need the fleet role', 'Brand dialog: head of company or fleet role'). The 'Samochody'
 * page shows its buttons with these; the server refuses with the same functions
 * (docs/spec-decisions.md rows 400-403).
 */
import { hasAnyRole, hasRole, managesCars as mayManageCars, type HasRoles } from '../auth/roles';

/** A user as the fleet rules need them: id, roles and the company they belong to. */
export interface FleetActor extends HasRoles {
  id: number;
  companyId: number | null;
}

/** The part of a car the rules read. */
export interface FleetCar {
  companyId: number | null;
  userId: number | null;
}

/**
 * The 'Samochody' list, its menu entry and its writes: an administrator (any company), a fleet user or
 * a transport company (their own company's cars). Written in auth/roles.ts (see `managesCars`).
 * Example: mayManageCars({ roles: ['ROLE_DRIVER'] }) === false
 */
export { mayManageCars };

/**
 * One car: an administrator any; a fleet user or transport company only their own company's.
 * Example: mayManageCar({ id: 1, roles: ['ROLE_FLEET'], companyId: 2 }, { companyId: 3, userId: null }) === false
 */
export function mayManageCar(user: FleetActor, car: FleetCar): boolean {
  if (hasRole(user, 'ROLE_ADMIN')) return true;
  return mayManageCars(user) && user.companyId !== null && user.companyId === car.companyId;
}

/**
 * 'Dodaj markę i modele' / 'Edytuj markę i modele': head of company or fleet role (§2.4, §6), and the
 * administrator. Each company keeps its own brands beside the global ones, which only the
 * administrator writes (spec-decisions row 601; see mayEditBrand).
 * Example: mayEditBrands({ roles: ['ROLE_TRANSPORT_COMPANY'] }) === false
 */
export function mayEditBrands(user: HasRoles): boolean {
  return hasAnyRole(user, ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_FLEET']);
}

/** Reading the brand list: whoever edits brands or picks one for a car. */
export function mayReadBrands(user: HasRoles): boolean {
  return mayEditBrands(user) || mayManageCars(user);
}

/** The owner of a brand a user adds: their company; the administrator's brands are global (null). */
export function brandOwner(user: FleetActor): number | null {
  return hasRole(user, 'ROLE_ADMIN') ? null : user.companyId;
}

/**
 * Which brands a user lists, reads and gives a car: global ones and their company's; the
 * administrator every brand. Another tenant's brand reads as missing.
 */
export function maySeeBrand(user: FleetActor, brandCompanyId: number | null): boolean {
  if (hasRole(user, 'ROLE_ADMIN')) return true;
  return brandCompanyId === null || (user.companyId !== null && brandCompanyId === user.companyId);
}

/**
 * 'Edytuj markę i modele' of one brand: the administrator any; a head of company or fleet user only
 * their company's, never a global brand (renaming it would rename every tenant's cars).
 * Example: mayEditBrand({ id: 1, roles: ['ROLE_FLEET'], companyId: 2 }, null) === false
 */
export function mayEditBrand(user: FleetActor, brandCompanyId: number | null): boolean {
  if (hasRole(user, 'ROLE_ADMIN')) return true;
  return mayEditBrands(user) && user.companyId !== null && brandCompanyId === user.companyId;
}
