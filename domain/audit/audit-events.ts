/**
 * The security audit log's event types and their Polish names (issue 14, ASVS 5.0 V16;
 * docs/spec-decisions.md rows 320-329). One table for the server (what it records, the `type`
 * filter) and the SPA ('Dziennik bezpieczeństwa': the names and the filter's options).
 */
import { hasAnyRole, type HasRoles } from '../auth/roles';

export const AUDIT_EVENT_TYPES = [
  'login',
  'login_failed',
  'refresh_token_reuse',
  'password_reset_requested',
  'password_reset_completed',
  'impersonation_started',
  'impersonation_ended',
  'role_change',
  'impersonated_write',
] as const;

export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export const AUDIT_EVENT_LABELS: Readonly<Record<AuditEventType, string>> = {
  login: 'Logowanie',
  login_failed: 'Nieudane logowanie',
  refresh_token_reuse: 'Ponowne użycie tokenu odświeżania',
  password_reset_requested: 'Prośba o reset hasła',
  password_reset_completed: 'Reset hasła',
  impersonation_started: 'Początek podglądu',
  impersonation_ended: 'Koniec podglądu',
  role_change: 'Zmiana ról',
  impersonated_write: 'Zmiana w trybie podglądu',
};

/** Only administrators read the log (row 321): the same rule for the route, the menu and the page. */
export const canReadSecurityAuditLog = (user: HasRoles): boolean => hasAnyRole(user, ['ROLE_ADMIN']);

/** A user agent is kept to this many characters; the rest says nothing an audit needs. */
export const AUDIT_USER_AGENT_MAX_LENGTH = 300;
