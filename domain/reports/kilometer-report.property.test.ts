import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  kilometerAmount,
  kilometerReportTotals,
  kmTenths,
  type KilometerReportRow,
} from './kilometer-report';

const row = (tenths: number, highwayCost: number | null, price: number): KilometerReportRow => ({
  date: '2026-11-01',
  rideNumber: 'K/1',
  passengers: 'Zażółć Gęślą',
  route: 'A -> B',
  kmTenths: tenths,
  highwayCost,
  amount: kilometerAmount(tenths, price),
});

describe('kilometer report amounts', () => {
  it('total = sum of the rows, to the grosz', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(
          fc.tuple(fc.integer({ min: 0, max: 50_000 }), fc.option(fc.integer({ min: 0, max: 100_000 }))),
        ),
        (price, cells) => {
          const rows = cells.map(([tenths, highway]) => row(tenths, highway, price));
          const totals = kilometerReportTotals(rows);
          expect(totals.amount).toBe(rows.reduce((sum, r) => sum + r.amount, 0));
          expect(totals.kmTenths).toBe(rows.reduce((sum, r) => sum + r.kmTenths, 0));
          expect(totals.highwayCost).toBe(rows.reduce((sum, r) => sum + (r.highwayCost ?? 0), 0));
          expect(Number.isSafeInteger(totals.amount)).toBe(true);
        },
      ),
    );
  });

  it('an amount is km x price rounded half up to the grosz', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (tenths, price) => {
          const amount = kilometerAmount(tenths, price);
          expect(Number.isInteger(amount)).toBe(true);
          expect(Math.abs(amount * 10 - tenths * price)).toBeLessThanOrEqual(5);
        },
      ),
    );
  });

  it.each([
    [406, 60, 2436],
    [5, 5, 3],
    [4, 5, 2],
    [0, 60, 0],
    [1234, 0, 0],
  ])('kilometerAmount(%s, %s) === %s', (tenths, price, amount) => {
    expect(kilometerAmount(tenths, price)).toBe(amount);
  });

  it('rounds km to tenths', () => {
    expect(kmTenths(40.64)).toBe(406);
    expect(kmTenths(40.65)).toBe(407);
    expect(kmTenths(null)).toBe(0);
  });
});
