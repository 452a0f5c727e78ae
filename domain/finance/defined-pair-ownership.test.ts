import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles';
import { definedKilometersOwner, mayEditDefinedPair, maySeeDefinedPair } from './finance-rules';

const user = (roles: Role[], companyId: number | null) => ({ roles, companyId });

describe('defined pairs per company (spec-decisions row 600)', () => {
  it('a transport company sees global pairs and its own, changes only its own', () => {
    const transport = user(['ROLE_TRANSPORT_COMPANY'], 4);
    expect(definedKilometersOwner(transport)).toBe(4);
    expect([
      maySeeDefinedPair(transport, null),
      maySeeDefinedPair(transport, 4),
      maySeeDefinedPair(transport, 5),
    ]).toEqual([true, true, false]);
    expect([
      mayEditDefinedPair(transport, null),
      mayEditDefinedPair(transport, 4),
      mayEditDefinedPair(transport, 5),
    ]).toEqual([false, true, false]);
  });

  it('a manager (no company) makes global pairs and changes any; a railway company adds but changes none', () => {
    const admin = user(['ROLE_ADMIN'], null);
    expect(definedKilometersOwner(admin)).toBeNull();
    expect([mayEditDefinedPair(admin, null), mayEditDefinedPair(admin, 5)]).toEqual([true, true]);
    const firma = user(['ROLE_COMPANY', 'ROLE_COMPANY_STATISTICS'], 1);
    expect(maySeeDefinedPair(firma, 1)).toBe(true);
    expect(mayEditDefinedPair(firma, 1)).toBe(false);
  });
});
