import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles';
import { mayManageLocomotives, mayWriteLocomotives } from './locomotive-permissions';

const actor = (roles: Role[], companyId: number | null = 7) => ({ roles, companyId });

describe('locomotive permissions', () => {
  it('lets managers, company users and transport companies of a company write', () => {
    expect(mayWriteLocomotives(actor(['ROLE_ADMIN'], null))).toBe(true);
    expect(mayWriteLocomotives(actor(['ROLE_USER'], null))).toBe(true);
    for (const role of [
      'ROLE_COMPANY',
      'ROLE_USER_COMPANY',
      'ROLE_PASSENGER',
      'ROLE_TRANSPORT_COMPANY',
    ] as const) {
      expect(mayWriteLocomotives(actor([role]))).toBe(true);
      expect(mayWriteLocomotives(actor([role], null))).toBe(false);
    }
    for (const role of ['ROLE_DRIVER', 'ROLE_ACCOUNTANT', 'ROLE_HOTEL', 'ROLE_FLEET'] as const)
      expect(mayWriteLocomotives(actor([role]))).toBe(false);
  });

  it("gives the 'Lokomotywy' page to the writers except employees", () => {
    expect(mayManageLocomotives(actor(['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE']))).toBe(false);
    for (const role of [
      'ROLE_ADMIN',
      'ROLE_USER',
      'ROLE_COMPANY',
      'ROLE_USER_COMPANY',
      'ROLE_TRANSPORT_COMPANY',
    ] as const)
      expect(mayManageLocomotives(actor([role]))).toBe(true);
    expect(mayManageLocomotives(actor(['ROLE_DRIVER']))).toBe(false);
  });
});
