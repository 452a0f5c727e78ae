import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles';
import {
  RAILWAY_COMPANY_ROLES,
  TRANSPORT_COMPANY_ROLES,
  canAdministerUsers,
  canAssignCompany,
  canDeleteUser,
  canEditUser,
  canLinkHotels,
  canSeeUser,
  grantableRoles,
  isHotelAccount,
  roleChangeViolations,
} from './user-permissions';

const admin = { id: 1, companyId: null, roles: ['ROLE_DEFAULT', 'ROLE_ADMIN'] as Role[] };
const head = { id: 2, companyId: 10, roles: ['ROLE_DEFAULT', 'ROLE_COMPANY'] as Role[] };
const transport = { id: 3, companyId: 20, roles: ['ROLE_DEFAULT', 'ROLE_TRANSPORT_COMPANY'] as Role[] };
const dispatcher = { id: 4, companyId: null, roles: ['ROLE_DEFAULT', 'ROLE_USER'] as Role[] };
const driver = { id: 5, companyId: 20, roles: ['ROLE_DEFAULT', 'ROLE_DRIVER'] as Role[] };
const passenger = { id: 6, companyId: 10, roles: ['ROLE_DEFAULT', 'ROLE_PASSENGER'] as Role[] };
const foreignPassenger = { ...passenger, id: 7, companyId: 11 };
const adminInCompany = { id: 8, companyId: 10, roles: ['ROLE_DEFAULT', 'ROLE_ADMIN'] as Role[] };

describe('canAdministerUsers (decision 2)', () => {
  it.each([
    [admin, true],
    [head, true],
    [transport, true],
    [dispatcher, false],
    [driver, false],
    [passenger, false],
    [{ ...head, companyId: null }, false],
  ])('%o -> %s', (actor, expected) => {
    expect(canAdministerUsers(actor)).toBe(expected);
  });
});

describe('tenant', () => {
  it('lets an admin see anyone and a company only its own company', () => {
    expect(canSeeUser(admin, foreignPassenger)).toBe(true);
    expect(canSeeUser(head, passenger)).toBe(true);
    expect(canSeeUser(head, foreignPassenger)).toBe(false);
    expect(canSeeUser(transport, driver)).toBe(true);
    expect(canSeeUser(transport, passenger)).toBe(false);
    expect(canSeeUser(dispatcher, passenger)).toBe(false);
  });

  it('refuses to edit an account holding a role the actor cannot grant', () => {
    expect(canEditUser(head, passenger)).toBe(true);
    expect(canEditUser(head, adminInCompany)).toBe(false);
    expect(canEditUser(transport, { ...driver, roles: ['ROLE_DRIVER', 'ROLE_IMPERSONATOR'] })).toBe(false);
    expect(canEditUser(admin, adminInCompany)).toBe(true);
  });

  it('never lets anyone delete their own account', () => {
    expect(canDeleteUser(admin, admin)).toBe(false);
    expect(canDeleteUser(head, head)).toBe(false);
    expect(canDeleteUser(admin, adminInCompany)).toBe(true);
    expect(canDeleteUser(head, passenger)).toBe(true);
    expect(canDeleteUser(head, foreignPassenger)).toBe(false);
  });

  it('lets only an admin choose another company (or none)', () => {
    expect(canAssignCompany(admin, 11)).toBe(true);
    expect(canAssignCompany(admin, null)).toBe(true);
    expect(canAssignCompany(head, 10)).toBe(true);
    expect(canAssignCompany(head, 11)).toBe(false);
    expect(canAssignCompany(head, null)).toBe(false);
  });
});

describe('grantableRoles', () => {
  it('gives an admin every role but the implicit one', () => {
    expect(grantableRoles(admin)).toContain('ROLE_ADMIN');
    expect(grantableRoles(admin)).toContain('ROLE_IMPERSONATOR');
    expect(grantableRoles(admin)).not.toContain('ROLE_DEFAULT');
  });

  it('gives each company its side only', () => {
    expect([...grantableRoles(head)].sort()).toEqual([...RAILWAY_COMPANY_ROLES].sort());
    expect([...grantableRoles(transport)].sort()).toEqual([...TRANSPORT_COMPANY_ROLES].sort());
    expect(grantableRoles(dispatcher)).toEqual([]);
  });

  it.each(['ROLE_ADMIN', 'ROLE_USER', 'ROLE_IMPERSONATOR', 'ROLE_ACCOUNTANT'] as Role[])(
    'never lets a company grant %s',
    (role) => {
      expect(grantableRoles(head)).not.toContain(role);
      expect(grantableRoles(transport)).not.toContain(role);
    },
  );
});

describe('roleChangeViolations', () => {
  it('accepts roles the actor may grant', () => {
    expect(roleChangeViolations(transport, null, [], ['ROLE_DRIVER'])).toEqual([]);
    expect(roleChangeViolations(admin, null, [], ['ROLE_ADMIN', 'ROLE_IMPERSONATOR'])).toEqual([]);
  });

  it('refuses escalation with the role named', () => {
    expect(roleChangeViolations(transport, null, [], ['ROLE_DRIVER', 'ROLE_ADMIN'])).toEqual([
      { propertyPath: 'roles', message: 'Brak uprawnień do nadania roli: Administrator' },
    ]);
    expect(
      roleChangeViolations(head, { id: 6 }, ['ROLE_PASSENGER'], ['ROLE_PASSENGER', 'ROLE_ACCOUNTANT']),
    ).toEqual([{ propertyPath: 'roles', message: 'Brak uprawnień do nadania roli: Księgowa' }]);
  });

  it('refuses taking away a role the actor could not grant', () => {
    expect(
      roleChangeViolations(head, { id: 9 }, ['ROLE_PASSENGER', 'ROLE_HOTEL'], ['ROLE_PASSENGER']),
    ).toEqual([{ propertyPath: 'roles', message: 'Brak uprawnień do nadania roli: Hotel' }]);
  });

  it('needs at least one role besides ROLE_DEFAULT', () => {
    expect(roleChangeViolations(admin, null, [], ['ROLE_DEFAULT'])).toEqual([
      { propertyPath: 'roles', message: 'Wybierz przynajmniej jedną rolę' },
    ]);
  });

  it('refuses an admin removing their own admin role, not another admin', () => {
    expect(roleChangeViolations(admin, { id: 1 }, ['ROLE_ADMIN'], ['ROLE_USER'])).toEqual([
      { propertyPath: 'roles', message: 'Nie można odebrać sobie roli administratora' },
    ]);
    expect(roleChangeViolations(admin, { id: 8 }, ['ROLE_ADMIN'], ['ROLE_USER'])).toEqual([]);
  });
});

describe('hotel accounts (row 607)', () => {
  it('lets only the administrator link hotels, and only to a hotel account', () => {
    expect(canLinkHotels(admin)).toBe(true);
    for (const roles of [
      ['ROLE_COMPANY'],
      ['ROLE_TRANSPORT_COMPANY'],
      ['ROLE_HOTEL'],
      ['ROLE_USER'],
    ] as Role[][])
      expect(canLinkHotels({ roles })).toBe(false);
    expect(isHotelAccount({ roles: ['ROLE_DEFAULT', 'ROLE_HOTEL'] })).toBe(true);
    expect(isHotelAccount({ roles: ['ROLE_DEFAULT', 'ROLE_PASSENGER'] })).toBe(false);
  });
});
