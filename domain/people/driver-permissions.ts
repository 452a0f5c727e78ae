/**
 * Who maintains drivers and their absences (administration.md §2.3 'Kierowcy, Urlopy' for ADMIN, USER,
 * TRANSPORT_COMPANY; §6): managers any driver of any transport company; a transport company the
 * drivers of its own company; anyone else none. The SPA shows 'Utwórz', edit and delete with these,
 * the server refuses with them (docs/spec-decisions.md row 212).
 */
import { isManager, isTransportCompanyUser, type HasRoles } from '../auth/roles';

export interface DriverAdminUser extends HasRoles {
  companyId: number | null;
}

/** The driver being written: the transport company that employs them. */
export interface DriverOwner {
  transportCompanyId: number | null;
}

/**
 * May open 'Kierowcy' and 'Urlopy' and create drivers and absences at all.
 * Example: canManageDrivers({ roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 3 }) === true
 */
export function canManageDrivers(user: DriverAdminUser): boolean {
  if (isManager(user)) return true;
  return isTransportCompanyUser(user) && user.companyId !== null;
}

/**
 * May edit or delete this driver, and add or delete their absences.
 * Example: canWriteDriver({ roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 3 }, { transportCompanyId: 4 }) === false
 */
export function canWriteDriver(user: DriverAdminUser, driver: DriverOwner): boolean {
  if (isManager(user)) return true;
  return canManageDrivers(user) && driver.transportCompanyId === user.companyId;
}

/**
 * Whether the driver form asks for the transport company: only a manager picks it; a transport
 * company's drivers always get its own company (row 212).
 */
export function picksDriverCompany(user: DriverAdminUser): boolean {
  return isManager(user);
}
