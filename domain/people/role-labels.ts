import { ACCOUNT_TYPE_LABELS } from '../auth/roles';
import type { Role } from '../auth/roles';

/**
 * Polish names of every role for the user list and the role checkboxes: the §6 account types
 * ('Firma', 'Firma transportowa', 'Administrator', 'Kierowca', ...) and, for the roles §6 gives no
 * label, the page or feature the role opens (docs/spec-decisions.md row 222).
 */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  ROLE_DEFAULT: 'Użytkownik',
  ROLE_ADMIN: 'Administrator',
  ROLE_USER: 'Dyspozytor',
  ROLE_COMPANY: 'Firma',
  ROLE_USER_COMPANY: 'Dyspozytor zewnętrzny',
  ROLE_DRIVER: 'Kierowca',
  ROLE_PASSENGER: 'Pracownik',
  ROLE_TRANSPORT_COMPANY: 'Firma transportowa',
  ROLE_COMPANY_STATISTICS: 'Statystyki firmy',
  ROLE_COURSE_FINANCIAL_REPORT: 'Raport finansowy kursów',
  ROLE_HOTEL: 'Hotel',
  ROLE_DEFINED_KILOMETERS: 'Zdefiniowane kilometry',
  ROLE_KILOMETER_COURSE: 'Kilometrówki',
  ROLE_ACCOUNTANT: 'Księgowa',
  ROLE_INVOICE: 'Faktury',
  ROLE_EMPLOYEE_REQUEST: 'Zgłoszenia maszynistów',
  ROLE_COURSE_GENERATE_REPORT: 'Raport kilometrówek',
  ROLE_PASSENGER_CHANGE: 'Zmiany pasażerów',
  ROLE_FLEET: 'Flota',
  ROLE_IMPERSONATOR: 'Podgląd innych użytkowników',
};

/** The §6 account types come first where an account holds one. */
export function roleLabel(role: Role): string {
  return ACCOUNT_TYPE_LABELS[role] ?? ROLE_LABELS[role];
}

/** 'Firma transportowa, Faktury': the account's roles without the implicit ROLE_DEFAULT. */
export function rolesText(roles: readonly Role[]): string {
  return roles
    .filter((role) => role !== 'ROLE_DEFAULT')
    .map(roleLabel)
    .join(', ');
}
