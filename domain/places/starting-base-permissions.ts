/**
 * Who maintains starting bases (administration.md §2.3 'Bazy startowe' for ADMIN, USER,
 * TRANSPORT_COMPANY; §4 soft delete): managers any base and pick its transport company; a transport
 * company the bases of its own company. Anyone may still read the bases their courses use (the course
 * form, filters, settlement). The SPA shows 'Utwórz', edit and delete with these, the server refuses
 * with them (docs/spec-decisions.md row 250).
 */
import { isManager, isTransportCompanyUser, type HasRoles } from '../auth/roles';

export interface StartingBaseAdmin extends HasRoles {
  companyId: number | null;
}

/** The base being written: the transport company it belongs to (null: a shared base). */
export interface StartingBaseOwner {
  companyId: number | null;
}

/**
 * May open 'Bazy startowe' and create bases.
 * Example: canManageStartingBases({ roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 3 }) === true
 */
export function canManageStartingBases(user: StartingBaseAdmin): boolean {
  if (isManager(user)) return true;
  return isTransportCompanyUser(user) && user.companyId !== null;
}

/**
 * May edit or delete this base. A shared base (no company) is the managers' alone.
 * Example: canWriteStartingBase({ roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 3 }, { companyId: 4 }) === false
 */
export function canWriteStartingBase(user: StartingBaseAdmin, base: StartingBaseOwner): boolean {
  if (isManager(user)) return true;
  return canManageStartingBases(user) && base.companyId === user.companyId;
}

/** Only a manager names the base's transport company; a transport company's bases are its own. */
export function picksStartingBaseCompany(user: StartingBaseAdmin): boolean {
  return isManager(user);
}
