/**
 * What the passenger and driver forms may do to the login account behind the person (issue 29 item
 * 2, docs/spec-decisions.md rows 591-593, ADR 023). The forms write the passenger or driver row; the
 * account's e-mail, phones and company belong to its user administrators (`canEditUser`):
 * - e-mail and phones are written only when the caller may edit the account, else left as stored
 *   (the SPA does not show them to such a caller);
 * - the company changes only when the caller may edit the account, may assign the new company, and
 *   the account holds no role beyond the form's own (a head of company moved into another company
 *   would become its head). The server revokes the account's sessions on a change.
 * A new account (POST) has no owner to take it from: its creator gives its e-mail and phones.
 */
import { hasRole, isManager, type Role } from '../auth/roles';
import { canAssignCompany, canEditUser, type UserActor, type UserTarget } from './user-permissions';

/** The roles a passenger account may hold and still be moved by the passenger form. */
export const PASSENGER_FORM_ROLES: readonly Role[] = [
  'ROLE_DEFAULT',
  'ROLE_PASSENGER',
  'ROLE_KILOMETER_COURSE',
];

/** The roles a driver account may hold and still be moved by the driver form. */
export const DRIVER_FORM_ROLES: readonly Role[] = ['ROLE_DEFAULT', 'ROLE_DRIVER'];

export const ACCOUNT_FIELD_MESSAGES = {
  companyChange: 'Firmę konta może zmienić tylko administrator użytkowników tego konta',
  rolesBeyondForm: 'Tego konta nie można przenieść do innej firmy: ma role nadawane w module Użytkownicy',
} as const;

/**
 * Whether the form may write the account's e-mail and phones (and shows them as fields).
 * Example: mayEditAccountFields({ id: 6, companyId: 20, roles: ['ROLE_TRANSPORT_COMPANY'] },
 *   { id: 9, companyId: 10, roles: ['ROLE_PASSENGER'] }) === false
 */
export function mayEditAccountFields(actor: UserActor, account: UserTarget): boolean {
  return canEditUser(actor, account);
}

/**
 * Why the account may not move to `companyId` (null: it may, or it does not move).
 * Example: companyChangeRefusal(admin, { id: 9, companyId: 10, roles: ['ROLE_COMPANY'] },
 *   PASSENGER_FORM_ROLES, 11) === ACCOUNT_FIELD_MESSAGES.rolesBeyondForm
 */
export function companyChangeRefusal(
  actor: UserActor,
  account: UserTarget,
  formRoles: readonly Role[],
  companyId: number | null,
): string | null {
  if (companyId === account.companyId) return null;
  if (!mayEditAccountFields(actor, account) || !canAssignCompany(actor, companyId))
    return ACCOUNT_FIELD_MESSAGES.companyChange;
  if (!holdsOnlyFormRoles(account, formRoles)) return ACCOUNT_FIELD_MESSAGES.rolesBeyondForm;
  return null;
}

function holdsOnlyFormRoles(account: UserTarget, formRoles: readonly Role[]): boolean {
  const allowed = new Set<string>(formRoles);
  return account.roles.every((role) => allowed.has(role));
}

/** What the edit form of an existing person offers as fields (the rest it shows as text or hides). */
export interface AccountFieldFlags {
  /** E-mail and phones: written by `PUT` only for this caller. */
  accountEditable: boolean;
  /** The company (employer, transport company): some company other than the current one passes
   *  `companyChangeRefusal` for this caller. */
  employerEditable: boolean;
  /** The home place: added, changed and removed only by who may rewrite it (`mayEditHomeOf`). */
  homeEditable: boolean;
}

/**
 * The flags the item answers carry (row 597), from the same rules the write applies, so a field
 * the form shows is one the server writes.
 * Example: accountFieldFlags(admin, { id: 9, companyId: 10, roles: ['ROLE_PASSENGER'] },
 *   PASSENGER_FORM_ROLES) gives { accountEditable: true, employerEditable: true, homeEditable: true }
 */
export function accountFieldFlags(
  actor: UserActor,
  account: UserTarget,
  formRoles: readonly Role[],
): AccountFieldFlags {
  const accountEditable = mayEditAccountFields(actor, account);
  // canAssignCompany: an admin any company, anyone else only their own, which must then differ.
  const mayAssignAnother =
    hasRole(actor, 'ROLE_ADMIN') || (actor.companyId !== null && actor.companyId !== account.companyId);
  return {
    accountEditable,
    employerEditable: accountEditable && mayAssignAnother && holdsOnlyFormRoles(account, formRoles),
    homeEditable: mayEditHomeOf(actor, account),
  };
}

/**
 * Who rewrites a person's home place (PUT /api/abstract_places/{id} of type home): the person,
 * managers and the account's user administrators; never a colleague passenger or an external
 * dispatcher (issue 29 item 7, row 594).
 * Example: mayEditHomeOf({ id: 4, companyId: 10, roles: ['ROLE_USER_COMPANY'] },
 *   { id: 50, companyId: 10, roles: ['ROLE_PASSENGER'] }) === false
 */
export function mayEditHomeOf(actor: UserActor, owner: UserTarget): boolean {
  return actor.id === owner.id || isManager(actor) || canEditUser(actor, owner);
}
