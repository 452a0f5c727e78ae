import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricedRides } from '../settlement/course-bill';
import type { StoredBill } from '../settlement/settlement-bill.schema';
import { settlementTotals } from '../settlement/settlement-totals';
import { canReadFleetReports, fleetReportTotals, type FleetReportRow } from './fleet-report';

const stakes = [{ validFrom: '2026-01-01', kilometerRate: 320, waitHourRate: 4500 }];
const figures = fc.record({
  distance: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  waitingHundredthsOfHour: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  highwayCost: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
  comment: fc.constant(null),
});
const priced = (bills: readonly StoredBill[]): FleetReportRow[] => {
  const { amounts } = pricedRides(
    bills.map((bill) => ({ figures: bill, day: '2026-10-05' })),
    stakes,
  );
  return bills.map((bill, index) => ({ ...bill, amount: amounts[index] ?? null }));
};

describe('fleet report totals', () => {
  it('groups add up to the grand total, to the grosz, however the rows are split', () => {
    fc.assert(
      fc.property(fc.array(fc.array(figures, { maxLength: 10 }), { maxLength: 8 }), (groups) => {
        const rows = groups.map(priced);
        const grand = fleetReportTotals(rows.flat());
        const subtotals = rows.map((group) => fleetReportTotals(group));
        for (const key of [
          'rows',
          'distance',
          'waitingHundredthsOfHour',
          'highwayCost',
          'amount',
          'unpriced',
        ] as const)
          expect(subtotals.reduce((sum, totals) => sum + totals[key], 0)).toBe(grand[key]);
        expect(Number.isSafeInteger(grand.amount)).toBe(true);
      }),
    );
  });

  it("equal the settlement drawer's totals row and course total for the same rides", () => {
    fc.assert(
      fc.property(fc.array(figures, { minLength: 2, maxLength: 20 }), (bills) => {
        const totals = fleetReportTotals(priced(bills));
        const drawer = settlementTotals(bills);
        expect(totals.distance).toBe(drawer?.distance ?? 0);
        expect(totals.waitingHundredthsOfHour).toBe(drawer?.waitingHundredthsOfHour ?? 0);
        expect(totals.highwayCost).toBe(drawer?.highwayCost ?? 0);
        const course = pricedRides(
          bills.map((bill) => ({ figures: bill, day: '2026-10-05' })),
          stakes,
        );
        expect(totals.amount).toBe(course.total ?? 0);
      }),
    );
  });

  it('counts a row with a distance and no amount as unpriced, and leaves it out of the amount', () => {
    const rows: FleetReportRow[] = [
      { distance: 10, waitingHundredthsOfHour: 50, highwayCost: null, amount: 3400 },
      { distance: 5, waitingHundredthsOfHour: null, highwayCost: 900, amount: null },
      { distance: null, waitingHundredthsOfHour: null, highwayCost: null, amount: null },
    ];
    expect(fleetReportTotals(rows)).toEqual({
      rows: 3,
      distance: 15,
      waitingHundredthsOfHour: 50,
      highwayCost: 900,
      amount: 3400,
      unpriced: 1,
    });
  });

  it('is for ROLE_FLEET of a company only', () => {
    expect(canReadFleetReports({ roles: ['ROLE_FLEET'], companyId: 3 })).toBe(true);
    expect(canReadFleetReports({ roles: ['ROLE_FLEET'], companyId: null })).toBe(false);
    expect(canReadFleetReports({ roles: ['ROLE_TRANSPORT_COMPANY', 'ROLE_ADMIN'], companyId: 3 })).toBe(
      false,
    );
  });
});
