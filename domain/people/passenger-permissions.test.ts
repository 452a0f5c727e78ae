import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles';
import {
  canDeletePassenger,
  canManageEmployeeGroups,
  canManagePassengers,
  employerChoice,
  mayEmployFor,
  mayManageGroupsOf,
  picksEmployeeGroup,
  picksEmployerGroup,
  picksGroupCompany,
} from './passenger-permissions';

const user = (roles: Role[], companyId: number | null = 1) => ({ roles, companyId });
const railway = (id: number, isPrincipal = false) => ({ id, isTransportCompany: false, isPrincipal });

describe('passenger permissions (§2.3, §6)', () => {
  it('lets the Pasażerowie roles manage and only managers, transport companies and heads delete', () => {
    const table: [Role, boolean, boolean][] = [
      ['ROLE_ADMIN', true, true],
      ['ROLE_USER', true, true],
      ['ROLE_COMPANY', true, true],
      ['ROLE_USER_COMPANY', true, false],
      ['ROLE_TRANSPORT_COMPANY', true, true],
      ['ROLE_PASSENGER', false, false],
      ['ROLE_DRIVER', false, false],
      ['ROLE_ACCOUNTANT', false, false],
    ];
    for (const [role, manage, remove] of table) {
      expect([role, canManagePassengers(user([role]))]).toEqual([role, manage]);
      expect([role, canDeletePassenger(user([role]))]).toEqual([role, remove]);
    }
  });

  it('gives company users an employee group and others an employer', () => {
    expect(employerChoice(user(['ROLE_COMPANY']))).toBe('own-company');
    expect(picksEmployeeGroup(user(['ROLE_COMPANY']))).toBe(true);
    expect(employerChoice(user(['ROLE_TRANSPORT_COMPANY']))).toBe('principals');
    expect(employerChoice(user(['ROLE_ADMIN']))).toBe('railway-companies');
    expect(employerChoice(user(['ROLE_USER_COMPANY']))).toBe('railway-companies');
    expect(picksEmployeeGroup(user(['ROLE_USER_COMPANY']))).toBe(false);
  });

  it('gives only the admin a group of the chosen employer (row 707)', () => {
    expect(picksEmployerGroup(user(['ROLE_ADMIN'], null))).toBe(true);
    for (const role of ['ROLE_USER', 'ROLE_USER_COMPANY', 'ROLE_TRANSPORT_COMPANY', 'ROLE_COMPANY'] as const)
      expect([role, picksEmployerGroup(user([role]))]).toEqual([role, false]);
  });

  it('offers railway companies: any to managers, principals to transport companies, the own one else', () => {
    const transport = { id: 9, isTransportCompany: true, isPrincipal: true };
    expect(mayEmployFor(user(['ROLE_ADMIN']), railway(4))).toBe(true);
    expect(mayEmployFor(user(['ROLE_ADMIN']), transport)).toBe(false);
    expect(mayEmployFor(user(['ROLE_TRANSPORT_COMPANY'], 5), railway(4, true))).toBe(true);
    expect(mayEmployFor(user(['ROLE_TRANSPORT_COMPANY'], 5), railway(4))).toBe(false);
    expect(mayEmployFor(user(['ROLE_TRANSPORT_COMPANY'], 5), transport)).toBe(false);
    expect(mayEmployFor(user(['ROLE_COMPANY'], 4), railway(4))).toBe(true);
    expect(mayEmployFor(user(['ROLE_COMPANY'], 4), railway(3))).toBe(false);
    expect(mayEmployFor(user(['ROLE_USER_COMPANY'], 4), railway(4))).toBe(true);
    expect(mayEmployFor(user(['ROLE_PASSENGER'], 4), railway(4))).toBe(false);
    expect(mayEmployFor(user(['ROLE_COMPANY'], null), railway(4))).toBe(false);
  });

  it('gives employee groups to heads of company (their own) and admins (any railway company)', () => {
    expect(canManageEmployeeGroups(user(['ROLE_COMPANY']))).toBe(true);
    expect(canManageEmployeeGroups(user(['ROLE_COMPANY'], null))).toBe(false);
    expect(canManageEmployeeGroups(user(['ROLE_ADMIN'], null))).toBe(true);
    for (const role of [
      'ROLE_USER',
      'ROLE_USER_COMPANY',
      'ROLE_TRANSPORT_COMPANY',
      'ROLE_PASSENGER',
    ] as const)
      expect([role, canManageEmployeeGroups(user([role]))]).toEqual([role, false]);
    expect(picksGroupCompany(user(['ROLE_ADMIN'], null))).toBe(true);
    expect(picksGroupCompany(user(['ROLE_COMPANY']))).toBe(false);
  });

  it("decides whose groups: the head's own company, any railway company for an admin", () => {
    const transport = { id: 9, isTransportCompany: true };
    const railwayCompany = (id: number) => ({ id, isTransportCompany: false });
    expect(mayManageGroupsOf(user(['ROLE_COMPANY'], 4), railwayCompany(4))).toBe(true);
    expect(mayManageGroupsOf(user(['ROLE_COMPANY'], 4), railwayCompany(3))).toBe(false);
    expect(mayManageGroupsOf(user(['ROLE_ADMIN'], null), railwayCompany(3))).toBe(true);
    expect(mayManageGroupsOf(user(['ROLE_ADMIN'], null), transport)).toBe(false);
    expect(mayManageGroupsOf(user(['ROLE_USER'], null), railwayCompany(3))).toBe(false);
    expect(mayManageGroupsOf(user(['ROLE_TRANSPORT_COMPANY'], 9), transport)).toBe(false);
  });
});
