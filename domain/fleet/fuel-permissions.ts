import type { HasRoles } from '../auth/roles';

/** A user as the fuel rules need them. */
export interface FuelActor extends HasRoles {
  companyId: number | null;
}

/**
 * Fuel cards, transactions and their import (administration.md §6 'Fleet features need the fleet
 * role'): ROLE_FLEET users of a company, on their own company's rows only (docs/spec-decisions.md
 * row 421). The menu entries 'Transakcje' and 'Karty paliwowe', the route guards and the server use
 * it (row 705). Written in auth/roles.ts (see `isFleetUserOfCompany`).
 * Example: mayUseFuel({ roles: ['ROLE_FLEET'], companyId: null }) === false
 */
export { isFleetUserOfCompany as mayUseFuel } from '../auth/roles';
