import { describe, expect, it } from 'vitest';
import { isRideStatus } from './ride-status';
import { BULK_SETTLE_TRANSITIONS, bulkSettledMessage, canBulkSettle } from './bulk-settle';

describe('bulk settle', () => {
  it('is for the head of a railway company only', () => {
    expect(canBulkSettle({ roles: ['ROLE_COMPANY'], companyId: 1 })).toBe(true);
    expect(canBulkSettle({ roles: ['ROLE_COMPANY'], companyId: null })).toBe(false);
    expect(canBulkSettle({ roles: ['ROLE_USER_COMPANY'], companyId: 1 })).toBe(false);
    expect(canBulkSettle({ roles: ['ROLE_ADMIN', 'ROLE_USER'], companyId: null })).toBe(false);
    expect(canBulkSettle({ roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 2 })).toBe(false);
  });

  it('moves only known statuses', () => {
    for (const { from, to } of Object.values(BULK_SETTLE_TRANSITIONS)) {
      expect(isRideStatus(from)).toBe(true);
      expect(isRideStatus(to)).toBe(true);
    }
    expect(bulkSettledMessage(3)).toBe('Zaakceptowano 3 kursów');
  });
});
