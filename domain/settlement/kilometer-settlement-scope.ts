/**
 * Who uses the 'Rozliczenia' page (/financial-settlement, issue 11) and what they see there: an
 * employee with kilometer courses sees their own kilometer rides of the month; an accountant sees
 * every company's rides waiting for them (docs/spec-decisions.md row 161). One rule for the menu, the
 * page and `GET api/kilometer_settlements`.
 */
import { hasAllRoles, hasRole, type HasRoles } from '../auth/roles';

export type KilometerSettlementScope = 'accountant' | 'employee';

/** Example: kilometerSettlementScope({ roles: ['ROLE_ACCOUNTANT'] }) === 'accountant' */
export function kilometerSettlementScope(user: HasRoles): KilometerSettlementScope | null {
  if (hasRole(user, 'ROLE_ACCOUNTANT')) return 'accountant';
  if (hasAllRoles(user, ['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE'])) return 'employee';
  return null;
}

/** The statuses the accountant's list offers: waiting for them (default) and already settled. */
export const ACCOUNTANT_LIST_STATUSES = ['to_be_settled', 'settled'] as const;
export type AccountantListStatus = (typeof ACCOUNTANT_LIST_STATUSES)[number];
