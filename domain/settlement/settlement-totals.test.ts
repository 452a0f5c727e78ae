import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { courseBillDistance, settlementTotals, type SettlementFigures } from './settlement-totals';

const amount = fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: null });
const figures = fc.record<SettlementFigures>({
  distance: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  waitingHundredthsOfHour: amount,
  highwayCost: amount,
});

describe('the settlement totals row', () => {
  it('is shown for 2 rides or more only', () => {
    const ride = { distance: 10, waitingHundredthsOfHour: null, highwayCost: 250 };
    expect(settlementTotals([])).toBeNull();
    expect(settlementTotals([ride])).toBeNull();
    expect(settlementTotals([ride, ride])).toEqual({
      distance: 20,
      waitingHundredthsOfHour: null,
      highwayCost: 500,
    });
  });

  it('adds every column to the grosz, whatever the order of the rides', () => {
    fc.assert(
      fc.property(fc.array(figures, { minLength: 2, maxLength: 40 }), (rows) => {
        const totals = settlementTotals(rows);
        const reversed = settlementTotals([...rows].reverse());
        expect(totals).toEqual(reversed);
        for (const column of ['distance', 'waitingHundredthsOfHour', 'highwayCost'] as const) {
          const given = rows.flatMap((row) => (row[column] === null ? [] : [row[column]]));
          expect(totals?.[column]).toBe(given.length === 0 ? null : given.reduce((a, b) => a + b, 0));
          if (given.length > 0) expect(Number.isInteger(totals?.[column])).toBe(true);
        }
      }),
    );
  });

  it('of two halves adds up to the totals of the whole', () => {
    fc.assert(
      fc.property(
        fc.array(figures, { minLength: 2, maxLength: 20 }),
        fc.array(figures, { minLength: 2, maxLength: 20 }),
        (a, b) => {
          const whole = settlementTotals([...a, ...b]);
          const [left, right] = [settlementTotals(a), settlementTotals(b)];
          const add = (x: number | null | undefined, y: number | null | undefined) =>
            x == null && y == null ? null : (x ?? 0) + (y ?? 0);
          expect(whole?.highwayCost).toBe(add(left?.highwayCost, right?.highwayCost));
          expect(whole?.distance).toBe(add(left?.distance, right?.distance));
        },
      ),
    );
  });
});

describe("the one-ride course's bill distance (§5)", () => {
  it('is the smallest of the settled, driver and computed distances that are known', () => {
    expect(courseBillDistance({ settled: null, driver: 42, computed: 40.6 })).toBe(40.6);
    expect(courseBillDistance({ settled: 38, driver: 42, computed: 40.6 })).toBe(38);
    expect(courseBillDistance({ settled: null, driver: null, computed: null })).toBeNull();
    fc.assert(
      fc.property(
        fc.option(fc.nat(), { nil: null }),
        fc.option(fc.nat(), { nil: null }),
        fc.option(fc.nat(), { nil: null }),
        (settled, driver, computed) => {
          const result = courseBillDistance({ settled, driver, computed });
          const known = [settled, driver, computed].filter((value) => value !== null);
          expect(result).toBe(known.length === 0 ? null : Math.min(...known));
        },
      ),
    );
  });
});
