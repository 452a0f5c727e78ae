/**
 * Who reads the finance pages and which rides they sum (courses.md §2 'Finanse', §7, §9). One rule for
 * the SPA (what it shows) and the server (what it answers).
 */
import { hasAnyRole, hasRole, type HasRoles } from '../auth/roles';
import type { TaxiRideStatus } from '../courses/ride-status';

interface FinanceUser extends HasRoles {
  companyId: number | null;
}

/** The transport company finance page and its xls: ROLE_COURSE_FINANCIAL_REPORT of a company. */
export function canReadFinancialReport(user: FinanceUser): boolean {
  return hasRole(user, 'ROLE_COURSE_FINANCIAL_REPORT') && user.companyId !== null;
}

/** The railway company cost dashboard and its cost table: ROLE_COMPANY_STATISTICS of a company. */
export function canReadCompanyStatistics(user: FinanceUser): boolean {
  return hasRole(user, 'ROLE_COMPANY_STATISTICS') && user.companyId !== null;
}

/**
 * Adding, changing and listing defined kilometres (spec-decisions row 173): admins and transport
 * companies (the /defined-kilometers pages); a railway company with statistics adds the missing ones
 * from its dashboard drawer.
 */
export function canEditDefinedKilometers(user: HasRoles): boolean {
  return hasAnyRole(user, ['ROLE_ADMIN', 'ROLE_TRANSPORT_COMPANY', 'ROLE_DEFINED_KILOMETERS']);
}
export function canAddDefinedKilometers(user: HasRoles): boolean {
  return canEditDefinedKilometers(user) || hasRole(user, 'ROLE_COMPANY_STATISTICS');
}

/**
 * The owner of a defined pair a user makes: the user's company; null (a global pair) for a manager,
 * a user of no company (spec-decisions row 600).
 */
export function definedKilometersOwner(user: FinanceUser): number | null {
  return user.companyId;
}

/**
 * Which pairs a user lists and reads: a manager (no company) every pair; anyone else the global ones
 * and those of their own company, never another tenant's (their places may be people's homes).
 */
export function maySeeDefinedPair(user: FinanceUser, ownerCompanyId: number | null): boolean {
  if (!canAddDefinedKilometers(user)) return false;
  return user.companyId === null || ownerCompanyId === null || ownerCompanyId === user.companyId;
}

/**
 * Which pairs a user changes or re-points: their own company's; a global pair only a manager (no
 * company), since it sets the distances of every tenant's courses.
 * Example: mayEditDefinedPair({ roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 3 }, null) === false
 */
export function mayEditDefinedPair(user: FinanceUser, ownerCompanyId: number | null): boolean {
  if (!canEditDefinedKilometers(user)) return false;
  return user.companyId === null || ownerCompanyId === user.companyId;
}

/** §9 "Finance course status fixed [5]": the only course status the finance page sends. */
export const FINANCE_COURSE_STATUS = 5;

/**
 * What course status 5 means now that courses have no stored status (spec-decisions row 170): rides the
 * driver has finished. 'Potwierdzone' (company_approved true) narrows to the railway company's
 * acceptance, 'Niepotwierdzone' (false) to finished rides it has not accepted yet.
 */
export const APPROVED_RIDE_STATUSES: readonly TaxiRideStatus[] = ['accepted_by_customer'];
export const UNAPPROVED_RIDE_STATUSES: readonly TaxiRideStatus[] = [
  'finished',
  'accepted_by_contractor',
  'tcr_inconsistency',
];

/** Example: financeRideStatuses(true) -> ['accepted_by_customer']; financeRideStatuses(null) -> all four */
export function financeRideStatuses(companyApproved: boolean | null): readonly TaxiRideStatus[] {
  if (companyApproved === true) return APPROVED_RIDE_STATUSES;
  if (companyApproved === false) return UNAPPROVED_RIDE_STATUSES;
  return [...UNAPPROVED_RIDE_STATUSES, ...APPROVED_RIDE_STATUSES];
}

/** The railway company's cost charts count rides it accepted (GET statistics/all-costs-from-accepted-and-finished-courses). */
export const COST_RIDE_STATUSES: readonly TaxiRideStatus[] = APPROVED_RIDE_STATUSES;
