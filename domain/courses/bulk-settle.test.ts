import { describe, expect, it } from 'vitest';
import { isRideStatus } from './ride-status';
import { BULK_SETTLE_TRANSITIONS, bulkSettledMessage, canBulkSettle, offersBulkSettle } from './bulk-settle';

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

describe('bulk acceptance and the single acceptance', () => {
  it("moves the rides 'zaakceptuj do rozliczenia' moves, for a party of it", async () => {
    const { SETTLEMENT_RULES, isSettlementParty } = await import('../settlement/settlement-transitions');
    expect(BULK_SETTLE_TRANSITIONS.taxi).toEqual({
      from: SETTLEMENT_RULES.accept_settlement.from[0],
      to: SETTLEMENT_RULES.accept_settlement.to,
    });
    const head = { id: 1, roles: ['ROLE_COMPANY' as const], companyId: 4 };
    const course = { companyId: 4, contractorId: 7, subcontractorId: null, driverId: null, rides: [] };
    expect(canBulkSettle(head) && isSettlementParty(head, course, 'accept_settlement')).toBe(true);
  });
});

describe('the column that offers the bulk acceptance', () => {
  const head = { roles: ['ROLE_COMPANY'], companyId: 4 };
  it("is 'Zakończone' holding courses, for the head of a company", () => {
    expect(offersBulkSettle('finished', head, 2)).toBe(true);
    expect(offersBulkSettle('in_progress', head, 2)).toBe(false);
    expect(offersBulkSettle('finished', head, 0)).toBe(false);
    // While the column loads it has no menu yet.
    expect(offersBulkSettle('finished', head, undefined)).toBe(false);
    expect(offersBulkSettle('finished', { roles: ['ROLE_USER_COMPANY'], companyId: 4 }, 2)).toBe(false);
  });
});
