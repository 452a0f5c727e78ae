import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles';
import {
  canManageStartingBases,
  canWriteStartingBase,
  picksStartingBaseCompany,
} from './starting-base-permissions';

const user = (roles: Role[], companyId: number | null = 3) => ({ roles, companyId });

describe('starting base permissions', () => {
  it.each([
    [['ROLE_ADMIN'], true],
    [['ROLE_USER'], true],
    [['ROLE_TRANSPORT_COMPANY'], true],
    [['ROLE_COMPANY'], false],
    [['ROLE_USER_COMPANY'], false],
    [['ROLE_DRIVER'], false],
    [['ROLE_PASSENGER'], false],
    [['ROLE_ACCOUNTANT'], false],
    [['ROLE_HOTEL'], false],
    [['ROLE_FLEET'], false],
  ] as [Role[], boolean][])('%s manages starting bases: %s', (roles, allowed) => {
    expect(canManageStartingBases(user(roles))).toBe(allowed);
  });

  it('a transport company account without a company manages none', () => {
    expect(canManageStartingBases(user(['ROLE_TRANSPORT_COMPANY'], null))).toBe(false);
    expect(canWriteStartingBase(user(['ROLE_TRANSPORT_COMPANY'], null), { companyId: null })).toBe(false);
  });

  it('managers write any base, a transport company only its own (not shared ones)', () => {
    expect(canWriteStartingBase(user(['ROLE_ADMIN']), { companyId: 9 })).toBe(true);
    expect(canWriteStartingBase(user(['ROLE_USER']), { companyId: null })).toBe(true);
    expect(canWriteStartingBase(user(['ROLE_TRANSPORT_COMPANY']), { companyId: 3 })).toBe(true);
    expect(canWriteStartingBase(user(['ROLE_TRANSPORT_COMPANY']), { companyId: 4 })).toBe(false);
    expect(canWriteStartingBase(user(['ROLE_TRANSPORT_COMPANY']), { companyId: null })).toBe(false);
    expect(canWriteStartingBase(user(['ROLE_COMPANY']), { companyId: 3 })).toBe(false);
  });

  it('only managers pick the company', () => {
    expect(picksStartingBaseCompany(user(['ROLE_ADMIN']))).toBe(true);
    expect(picksStartingBaseCompany(user(['ROLE_USER']))).toBe(true);
    expect(picksStartingBaseCompany(user(['ROLE_TRANSPORT_COMPANY']))).toBe(false);
  });
});
