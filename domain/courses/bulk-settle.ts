/**
 * 'Zaakceptuj wszystkie do rozliczenia' (courses.md §2 Finished column menu, §4 "Bulk accept"):
 * the head of a railway company accepts every ride of its courses that is ready for settlement.
 */
import { hasRole, type HasRoles } from '../auth/roles';
import { SETTLEMENT_RULES } from '../settlement/settlement-transitions';
import type { CourseStatusColumn } from './status-columns';

const accept = SETTLEMENT_RULES.accept_settlement;

/**
 * Per course type: the status a ride must have and the status it gets. The taxi pair is the one of
 * 'zaakceptuj do rozliczenia' (domain/settlement/settlement-transitions.ts), so both move the same rides.
 */
export const BULK_SETTLE_TRANSITIONS = {
  taxi: { from: accept.from[0] ?? 'accepted_by_contractor', to: accept.to },
  kilometer: { from: 'finished', to: 'to_be_settled' },
} as const;

export const BULK_SETTLE_MESSAGES = {
  confirm: 'Zaakceptować kursy do rozliczenia?',
  none: 'Nie ma żadnych kursów, które mogą być zaakceptowane',
  forbidden: 'Tylko kierownik firmy może zaakceptować kursy do rozliczenia.',
} as const;

/** 'Zaakceptowano N kursów' */
export const bulkSettledMessage = (count: number) => `Zaakceptowano ${count} kursów`;

/** The head of a company: ROLE_COMPANY with a company (not its employees, ROLE_USER_COMPANY). */
export function canBulkSettle(user: HasRoles & { companyId: number | null }): boolean {
  return hasRole(user, 'ROLE_COMPANY') && user.companyId !== null;
}

/**
 * Whether a course list column offers the bulk acceptance: 'Zakończone' holding courses, to the head
 * of a company (§2 Finished column menu). `total` is undefined while the column loads.
 */
export function offersBulkSettle(
  column: CourseStatusColumn,
  user: HasRoles & { companyId: number | null },
  total: number | undefined,
): boolean {
  return column === 'finished' && canBulkSettle(user) && (total ?? 0) > 0;
}
