import { describe, expect, it } from 'vitest';
import { describeAuditDetails } from './audit-details';
import { AUDIT_EVENT_LABELS, AUDIT_EVENT_TYPES, canReadSecurityAuditLog } from './audit-events';

describe('describeAuditDetails', () => {
  it('says in Polish what each kind of entry carries', () => {
    expect(describeAuditDetails('login_failed', { username: 'adm', reason: 'invalid_credentials' })).toBe(
      'login: adm, błędny login lub hasło',
    );
    expect(describeAuditDetails('password_reset_requested', { channel: 'sms', matched: false })).toBe(
      'SMS, brak takiego konta',
    );
    expect(describeAuditDetails('impersonation_started', { via: 'switch_user' })).toBe(
      'nagłówek X-Switch-User',
    );
    expect(describeAuditDetails('impersonation_ended', { via: 'login_as' })).toBe('zaloguj jako');
    expect(
      describeAuditDetails('role_change', { before: ['ROLE_USER'], after: ['ROLE_USER', 'ROLE_ACCOUNTANT'] }),
    ).toMatch(/^przed: .+; po: .+, .+$/);
    expect(describeAuditDetails('impersonated_write', { route: 'PUT /api/users/:id', status: 200 })).toBe(
      'PUT /api/users/:id (200)',
    );
    expect(describeAuditDetails('login', {})).toBe('');
  });

  it('leaves out what it does not know instead of showing it raw', () => {
    expect(describeAuditDetails('login_failed', { username: 7, reason: '<script>' })).toBe('');
    expect(describeAuditDetails('role_change', { before: 'ROLE_ADMIN', after: ['NOT_A_ROLE'] })).toBe(
      'przed: brak; po: brak',
    );
  });
});

describe('audit events', () => {
  it('name every type in Polish, and only administrators read them', () => {
    for (const type of AUDIT_EVENT_TYPES) expect(AUDIT_EVENT_LABELS[type]).toMatch(/^[A-ZŁŚŻ]/);
    expect(canReadSecurityAuditLog({ roles: ['ROLE_DEFAULT', 'ROLE_ADMIN'] })).toBe(true);
    expect(canReadSecurityAuditLog({ roles: ['ROLE_DEFAULT', 'ROLE_USER', 'ROLE_IMPERSONATOR'] })).toBe(
      false,
    );
  });
});
