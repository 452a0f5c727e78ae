import { describe, expect, it } from 'vitest';
import type { ContractorLink } from './course-permissions';
import { maySeeSubcontractorsOf } from './subcontractor-lookup';

// Railway companies 1 (first tenant) and 2 (served by both tenants); transport companies 6 (serves 1,
// subcontracts 8), 7 (superior contractor of 1), 8 (serves 2) and 10 (the second tenant, serves 2).
const links: ContractorLink[] = [
  { ownerId: 1, contractorId: 6, superior: false },
  { ownerId: 1, contractorId: 7, superior: true },
  { ownerId: 6, contractorId: 8, superior: false },
  { ownerId: 2, contractorId: 8, superior: false },
  { ownerId: 2, contractorId: 10, superior: false },
];
const user = (roles: string[], companyId: number | null) => ({ id: 1, roles, companyId });

describe('maySeeSubcontractorsOf', () => {
  it('lets a railway company read the subcontractors of its own contractors only', () => {
    const firma = user(['ROLE_COMPANY'], 1);
    expect(maySeeSubcontractorsOf(firma, 6, links)).toBe(true);
    expect(maySeeSubcontractorsOf(firma, 8, links)).toBe(false);
    expect(maySeeSubcontractorsOf(firma, 1, links)).toBe(false);
  });

  it('lets a transport company read its own, its contractors’ and, as superior, the company’s contractors’', () => {
    expect(maySeeSubcontractorsOf(user(['ROLE_TRANSPORT_COMPANY'], 6), 6, links)).toBe(true);
    expect(maySeeSubcontractorsOf(user(['ROLE_TRANSPORT_COMPANY'], 6), 8, links)).toBe(true);
    expect(maySeeSubcontractorsOf(user(['ROLE_TRANSPORT_COMPANY'], 7), 6, links)).toBe(true);
  });

  it('never answers for a railway company it serves, nor for another tenant’s contractor', () => {
    const slask = user(['ROLE_TRANSPORT_COMPANY'], 10);
    expect(maySeeSubcontractorsOf(slask, 2, links)).toBe(false);
    expect(maySeeSubcontractorsOf(slask, 8, links)).toBe(false);
  });

  it('answers managers for any company and no one without a company', () => {
    expect(maySeeSubcontractorsOf(user(['ROLE_USER'], null), 2, links)).toBe(true);
    expect(maySeeSubcontractorsOf(user(['ROLE_ACCOUNTANT'], null), 6, links)).toBe(false);
  });
});
