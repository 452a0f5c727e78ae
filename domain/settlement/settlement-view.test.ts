import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles';
import { settlementViewOf } from './settlement-view';

const course = { companyId: 1, contractorId: 7, subcontractorId: 9, driverId: 30, rides: [] };
const user = (roles: Role[], companyId: number | null, id = 5) => ({ id, roles, companyId });

describe('the settlement drawer of each viewer (§2)', () => {
  it('gives the railway company its drawer and each transport company its own tables', () => {
    expect(settlementViewOf(user(['ROLE_COMPANY'], 1), course)).toBe('customer');
    expect(settlementViewOf(user(['ROLE_USER_COMPANY'], 1), course)).toBe('customer');
    expect(settlementViewOf(user(['ROLE_TRANSPORT_COMPANY'], 7), course)).toBe('contractorWithSubcontractor');
    expect(settlementViewOf(user(['ROLE_TRANSPORT_COMPANY'], 9), course)).toBe('subcontractor');
    expect(settlementViewOf(user(['ROLE_TRANSPORT_COMPANY'], 7), { ...course, subcontractorId: null })).toBe(
      'contractor',
    );
  });

  it('gives none to managers (no header button), drivers, passengers and strangers', () => {
    expect(settlementViewOf(user(['ROLE_ADMIN'], null), course)).toBeNull();
    expect(settlementViewOf(user(['ROLE_USER'], null), course)).toBeNull();
    expect(settlementViewOf(user(['ROLE_DRIVER'], 7, 30), course)).toBeNull();
    expect(settlementViewOf(user(['ROLE_PASSENGER'], 1), course)).toBeNull();
    expect(settlementViewOf(user(['ROLE_COMPANY'], 2), course)).toBeNull();
    expect(settlementViewOf(user(['ROLE_TRANSPORT_COMPANY'], 8), course)).toBeNull();
  });
});
