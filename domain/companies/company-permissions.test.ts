import { describe, expect, it } from 'vitest';
import {
  canManageCompanies,
  canManagePrincipals,
  canOpenCompanyProfile,
  canReadCompanyLinks,
  contractorKindsFor,
} from './company-permissions';

const user = (roles: string[], companyId: number | null = null) => ({ roles, companyId });
const RAILWAY = { id: 1, isTransportCompany: false };
const TRANSPORT = { id: 7, isTransportCompany: true };

describe('company permissions (administration.md §6)', () => {
  it('lets managers only create and edit companies', () => {
    expect(canManageCompanies(user(['ROLE_ADMIN']))).toBe(true);
    expect(canManageCompanies(user(['ROLE_USER']))).toBe(true);
    expect(canManageCompanies(user(['ROLE_COMPANY'], 1))).toBe(false);
    expect(canManageCompanies(user(['ROLE_TRANSPORT_COMPANY'], 7))).toBe(false);
  });

  it.each([
    ['admin on a railway company', user(['ROLE_ADMIN']), RAILWAY, [], ['railway_company']],
    ['admin on a transport company', user(['ROLE_ADMIN']), TRANSPORT, [], ['transport_company']],
    ['head of its own company', user(['ROLE_COMPANY'], 1), RAILWAY, [], ['railway_company']],
    ['head of another company', user(['ROLE_COMPANY'], 2), RAILWAY, [], []],
    ['external dispatcher', user(['ROLE_USER_COMPANY'], 1), RAILWAY, [], []],
    [
      'transport company on itself',
      user(['ROLE_TRANSPORT_COMPANY'], 7),
      TRANSPORT,
      [],
      ['transport_company'],
    ],
    [
      'transport company, superior of the railway',
      user(['ROLE_TRANSPORT_COMPANY'], 7),
      RAILWAY,
      [1],
      ['railway_company'],
    ],
    ['transport company, not superior', user(['ROLE_TRANSPORT_COMPANY'], 7), RAILWAY, [], []],
    ['transport company on another one', user(['ROLE_TRANSPORT_COMPANY'], 8), TRANSPORT, [], []],
    ['driver of the transport company', user(['ROLE_DRIVER'], 7), TRANSPORT, [], []],
  ] as const)('contractor kinds: %s', (_, who, owner, superiorOf, kinds) => {
    expect(contractorKindsFor(who, owner, superiorOf)).toEqual(kinds);
  });

  it('lets transport companies add their own principals, managers any', () => {
    expect(canManagePrincipals(user(['ROLE_TRANSPORT_COMPANY'], 7), TRANSPORT)).toBe(true);
    expect(canManagePrincipals(user(['ROLE_TRANSPORT_COMPANY'], 8), TRANSPORT)).toBe(false);
    expect(canManagePrincipals(user(['ROLE_USER']), TRANSPORT)).toBe(true);
    expect(canManagePrincipals(user(['ROLE_ADMIN']), RAILWAY)).toBe(false);
    expect(canManagePrincipals(user(['ROLE_COMPANY'], 1), TRANSPORT)).toBe(false);
  });

  it('opens a profile to managers, accountants and the company’s own users; links also to its superior', () => {
    expect(canOpenCompanyProfile(user(['ROLE_COMPANY'], 1), 1)).toBe(true);
    expect(canOpenCompanyProfile(user(['ROLE_COMPANY'], 2), 1)).toBe(false);
    expect(canOpenCompanyProfile(user(['ROLE_ACCOUNTANT']), 1)).toBe(true);
    expect(canOpenCompanyProfile(user(['ROLE_DRIVER'], 1), 1)).toBe(false);
    expect(canOpenCompanyProfile(user(['ROLE_PASSENGER'], 1), 1)).toBe(false);
    expect(canReadCompanyLinks(user(['ROLE_TRANSPORT_COMPANY'], 7), 1, [1])).toBe(true);
    expect(canReadCompanyLinks(user(['ROLE_TRANSPORT_COMPANY'], 7), 1, [])).toBe(false);
  });
});
