import { hasRole, type HasRoles } from '../auth/roles';

/** A user as the fuel rules need them. */
export interface FuelActor extends HasRoles {
  companyId: number | null;
}

/**
 * Fuel cards, transactions and their import (administration.md §6 'Fleet features need the fleet
 * role'): ROLE_FLEET users of a company, on their own company's rows only (docs/spec-decisions.md
 * row 421). The menu shows 'Transakcje' and 'Karty paliwowe' by the role; the server refuses with this.
 * Example: mayUseFuel({ roles: ['ROLE_FLEET'], companyId: null }) === false
 */
export function mayUseFuel(user: FuelActor): boolean {
  return hasRole(user, 'ROLE_FLEET') && user.companyId !== null;
}
