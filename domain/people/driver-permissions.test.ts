import { describe, expect, it } from 'vitest';
import { canManageDrivers, canWriteDriver, picksDriverCompany } from './driver-permissions';
import type { Role } from '../auth/roles';

const user = (roles: Role[], companyId: number | null = 3) => ({ roles, companyId });

describe('driver permissions', () => {
  it.each([
    [['ROLE_ADMIN'], true],
    [['ROLE_USER'], true],
    [['ROLE_TRANSPORT_COMPANY'], true],
    [['ROLE_COMPANY'], false],
    [['ROLE_USER_COMPANY'], false],
    [['ROLE_DRIVER'], false],
    [['ROLE_PASSENGER'], false],
    [['ROLE_ACCOUNTANT'], false],
    [['ROLE_FLEET'], false],
  ] as [Role[], boolean][])('%s manages drivers: %s', (roles, allowed) => {
    expect(canManageDrivers(user(roles))).toBe(allowed);
  });

  it('a transport company without a company manages none', () => {
    expect(canManageDrivers(user(['ROLE_TRANSPORT_COMPANY'], null))).toBe(false);
  });

  it('managers write any driver, a transport company only its own', () => {
    expect(canWriteDriver(user(['ROLE_ADMIN']), { transportCompanyId: 9 })).toBe(true);
    expect(canWriteDriver(user(['ROLE_USER']), { transportCompanyId: null })).toBe(true);
    expect(canWriteDriver(user(['ROLE_TRANSPORT_COMPANY']), { transportCompanyId: 3 })).toBe(true);
    expect(canWriteDriver(user(['ROLE_TRANSPORT_COMPANY']), { transportCompanyId: 4 })).toBe(false);
    expect(canWriteDriver(user(['ROLE_TRANSPORT_COMPANY']), { transportCompanyId: null })).toBe(false);
    expect(canWriteDriver(user(['ROLE_COMPANY']), { transportCompanyId: 3 })).toBe(false);
    expect(canWriteDriver(user(['ROLE_DRIVER']), { transportCompanyId: 3 })).toBe(false);
  });

  it('only managers pick the transport company', () => {
    expect(picksDriverCompany(user(['ROLE_ADMIN']))).toBe(true);
    expect(picksDriverCompany(user(['ROLE_TRANSPORT_COMPANY']))).toBe(false);
  });
});
