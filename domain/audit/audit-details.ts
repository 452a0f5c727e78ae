/**
 * One line of Polish about an audit entry's details, for 'Dziennik bezpieczeństwa' (issue 14;
 * docs/spec-decisions.md row 327). The details are the server's small JSON; anything unexpected in
 * them is simply left out, never shown raw.
 */
import { isRole, type Role } from '../auth/roles';
import { rolesText } from '../people/role-labels';
import type { AuditEventType } from './audit-events';

const FAILURE_REASONS: Readonly<Record<string, string>> = {
  invalid_credentials: 'błędny login lub hasło',
  unknown_or_inactive: 'nieznane lub nieaktywne konto',
  too_many_attempts: 'zbyt wiele prób',
};

const VIA: Readonly<Record<string, string>> = {
  login_as: 'zaloguj jako',
  switch_user: 'nagłówek X-Switch-User',
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const roles = (value: unknown): Role[] =>
  Array.isArray(value) ? value.filter((role): role is Role => typeof role === 'string' && isRole(role)) : [];

const join = (...parts: (string | null | undefined | false)[]) =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').join(', ');

/**
 * Example: describeAuditDetails('login_failed', { username: 'adm', reason: 'invalid_credentials' })
 *   === 'login: adm, błędny login lub hasło'
 */
export function describeAuditDetails(
  type: AuditEventType,
  details: Readonly<Record<string, unknown>>,
): string {
  switch (type) {
    case 'login_failed': {
      const username = text(details.username);
      return join(
        username === null ? null : `login: ${username}`,
        FAILURE_REASONS[text(details.reason) ?? ''],
      );
    }
    case 'password_reset_requested':
      return join(
        details.channel === 'sms' ? 'SMS' : details.channel === 'email' ? 'e-mail' : null,
        details.matched === false && 'brak takiego konta',
      );
    case 'impersonation_started':
    case 'impersonation_ended':
      return VIA[text(details.via) ?? ''] ?? '';
    case 'role_change':
      return `przed: ${rolesText(roles(details.before)) || 'brak'}; po: ${rolesText(roles(details.after)) || 'brak'}`;
    case 'impersonated_write': {
      const status = typeof details.status === 'number' ? `(${String(details.status)})` : null;
      return [text(details.route), status].filter(Boolean).join(' ');
    }
    default:
      return '';
  }
}
