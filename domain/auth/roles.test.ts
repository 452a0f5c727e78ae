import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ROLES,
  canDeletePassengersAndPlaces,
  hasAllRoles,
  hasAnyRole,
  isCompanyUser,
  isImpersonator,
  isManager,
  isRole,
  isTransportCompanyUser,
  normalizeRoles,
} from './roles';

describe('normalizeRoles', () => {
  it('adds ROLE_DEFAULT, drops unknown and duplicated roles, keeps the catalogue order', () => {
    expect(normalizeRoles(['ROLE_PASSENGER', 'ROLE_ADMIN', 'ROLE_BOGUS', 'ROLE_ADMIN'])).toEqual([
      'ROLE_DEFAULT',
      'ROLE_ADMIN',
      'ROLE_PASSENGER',
    ]);
  });

  it('gives ROLE_DEFAULT to a user without roles', () => {
    expect(normalizeRoles([])).toEqual(['ROLE_DEFAULT']);
  });

  it('always yields known, unique roles including ROLE_DEFAULT, and is idempotent', () => {
    const role = fc.oneof(fc.constantFrom(...ROLES), fc.string());
    fc.assert(
      fc.property(fc.array(role), (roles) => {
        const normalized = normalizeRoles(roles);
        expect(normalized).toContain('ROLE_DEFAULT');
        expect(new Set(normalized).size).toBe(normalized.length);
        expect(normalized.every((value) => isRole(value))).toBe(true);
        expect(normalizeRoles(normalized)).toEqual(normalized);
      }),
    );
  });
});

describe('role predicates', () => {
  it('treats admins and dispatchers as managers', () => {
    expect(isManager({ roles: ['ROLE_ADMIN'] })).toBe(true);
    expect(isManager({ roles: ['ROLE_USER'] })).toBe(true);
    expect(isManager({ roles: ['ROLE_COMPANY', 'ROLE_DRIVER'] })).toBe(false);
  });

  it('treats heads of company and passengers as company users', () => {
    expect(isCompanyUser({ roles: ['ROLE_COMPANY'] })).toBe(true);
    expect(isCompanyUser({ roles: ['ROLE_PASSENGER'] })).toBe(true);
    expect(isCompanyUser({ roles: ['ROLE_USER_COMPANY'] })).toBe(false);
    expect(isCompanyUser({ roles: ['ROLE_ADMIN'] })).toBe(false);
  });

  it('recognises transport companies and impersonators', () => {
    expect(isTransportCompanyUser({ roles: ['ROLE_TRANSPORT_COMPANY'] })).toBe(true);
    expect(isTransportCompanyUser({ roles: ['ROLE_COMPANY'] })).toBe(false);
    expect(isImpersonator({ roles: ['ROLE_IMPERSONATOR'] })).toBe(true);
    expect(isImpersonator({ roles: [] })).toBe(false);
  });

  it('checks any-of and all-of role lists', () => {
    const user = { roles: ['ROLE_PASSENGER'] };
    expect(hasAnyRole(user, ['ROLE_ADMIN', 'ROLE_PASSENGER'])).toBe(true);
    expect(hasAllRoles(user, ['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE'])).toBe(false);
    expect(hasAllRoles(user, [])).toBe(true);
    expect(hasAnyRole(user, [])).toBe(false);
  });

  it('knows the role catalogue', () => {
    expect(isRole('ROLE_FLEET')).toBe(true);
    expect(isRole('ROLE_SUPERADMIN')).toBe(false);
  });

  it('lets managers, transport companies and heads of company delete passengers and places', () => {
    for (const role of ['ROLE_ADMIN', 'ROLE_USER', 'ROLE_TRANSPORT_COMPANY', 'ROLE_COMPANY'] as const)
      expect(canDeletePassengersAndPlaces({ roles: [role] }), role).toBe(true);
    for (const role of ['ROLE_PASSENGER', 'ROLE_USER_COMPANY', 'ROLE_DRIVER', 'ROLE_DEFAULT'] as const)
      expect(canDeletePassengersAndPlaces({ roles: [role] }), role).toBe(false);
  });
});
