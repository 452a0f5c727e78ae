import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles';
import { brandOwner, mayEditBrand, maySeeBrand } from './car-permissions';

const user = (roles: Role[], companyId: number | null) => ({ id: 1, roles, companyId });

describe('brands per company (spec-decisions row 601)', () => {
  it('a fleet user sees global brands and its own, edits only its own', () => {
    const flota = user(['ROLE_FLEET'], 2);
    expect(brandOwner(flota)).toBe(2);
    expect([maySeeBrand(flota, null), maySeeBrand(flota, 2), maySeeBrand(flota, 3)]).toEqual([
      true,
      true,
      false,
    ]);
    expect([mayEditBrand(flota, null), mayEditBrand(flota, 2), mayEditBrand(flota, 3)]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('the administrator makes global brands and edits any; a driver none', () => {
    const admin = user(['ROLE_ADMIN'], null);
    expect(brandOwner(admin)).toBeNull();
    expect([mayEditBrand(admin, null), mayEditBrand(admin, 3), maySeeBrand(admin, 3)]).toEqual([
      true,
      true,
      true,
    ]);
    expect(mayEditBrand(user(['ROLE_DRIVER'], 2), 2)).toBe(false);
  });
});
