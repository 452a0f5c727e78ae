import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KILOMETER_RIDE_STATUSES } from '../courses/ride-status';
import {
  currentMonth,
  kilometerAmount,
  kilometerMonthTotals,
  monthLabel,
  monthRange,
  previousMonth,
  type KilometerMonthRow,
} from './kilometer-month';

const stake = { kilometerRate: 115, waitHourRate: 3000, validFrom: '2026-01-01' };

const row = fc
  .record({
    status: fc.constantFrom(...KILOMETER_RIDE_STATUSES),
    distance: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
    highwayCost: fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: null }),
    priced: fc.boolean(),
  })
  .map(({ priced, ...figures }): KilometerMonthRow => ({
    ...figures,
    amount: kilometerAmount(figures, priced ? stake : null),
  }));

describe('the month of the settlement page (§9)', () => {
  it('runs from the first day 00:00 to the last day 23:59:59 Polish time', () => {
    const range = monthRange('2026-11');
    expect(range?.from.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(range?.until.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(monthRange('2026-07')?.from.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(monthRange('2026-13')).toBeNull();
    expect(monthRange('x')).toBeNull();
  });

  it('defaults to the Polish month of now and steps back across years', () => {
    expect(currentMonth(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-11')).toBe('2026-10');
    expect(monthLabel('2026-11')).toBe('listopad 2026');
  });
});

describe('the kilometer amount', () => {
  it('is km x rate + highway cost, and nothing without a stake or a report', () => {
    expect(kilometerAmount({ distance: 100, highwayCost: 1500 }, stake)).toBe(13_000);
    expect(kilometerAmount({ distance: 100, highwayCost: 1500 }, null)).toBeNull();
    expect(kilometerAmount({ distance: null, highwayCost: 1500 }, stake)).toBeNull();
  });
});

describe("the month's totals", () => {
  it('add every counted ride to the grosz, in any order, leaving out the cancelled', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), (rows) => {
        const totals = kilometerMonthTotals(rows);
        expect(kilometerMonthTotals([...rows].reverse())).toEqual(totals);
        const counted = rows.filter((r) => r.status !== 'cancelled');
        expect(totals.rides).toBe(counted.length);
        expect(totals.distance).toBe(counted.reduce((s, r) => s + (r.distance ?? 0), 0));
        expect(totals.highwayCost).toBe(counted.reduce((s, r) => s + (r.highwayCost ?? 0), 0));
        expect(totals.amount).toBe(counted.reduce((s, r) => s + (r.amount ?? 0), 0));
        for (const value of [totals.distance, totals.highwayCost, totals.amount])
          expect(Number.isSafeInteger(value)).toBe(true);
      }),
    );
  });

  it('of two halves add up to the totals of the whole', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), fc.array(row, { maxLength: 30 }), (a, b) => {
        const [left, right, whole] = [
          kilometerMonthTotals(a),
          kilometerMonthTotals(b),
          kilometerMonthTotals([...a, ...b]),
        ];
        expect(whole.amount).toBe(left.amount + right.amount);
        expect(whole.unpriced).toBe(left.unpriced + right.unpriced);
      }),
    );
  });
});
