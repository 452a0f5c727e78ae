import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billAmount, stakeValidOn } from './rate-stake';

const stake = (validFrom: string, kilometerRate = 250, waitHourRate = 3000) => ({
  validFrom,
  kilometerRate,
  waitHourRate,
});

describe('stakeValidOn', () => {
  const stakes = [stake('2026-11-01', 300), stake('2026-01-01', 250), stake('2027-01-01', 400)];

  it('takes the latest stake already in force on the day', () => {
    expect(stakeValidOn(stakes, '2026-10-31')?.kilometerRate).toBe(250);
    expect(stakeValidOn(stakes, '2026-11-01')?.kilometerRate).toBe(300);
    expect(stakeValidOn(stakes, '2027-03-01')?.kilometerRate).toBe(400);
  });

  it('is null before the first stake and without stakes', () => {
    expect(stakeValidOn(stakes, '2025-12-31')).toBeNull();
    expect(stakeValidOn([], '2026-11-01')).toBeNull();
  });
});

describe('billAmount', () => {
  it('prices kilometres, waiting hours and the highway cost in hundredths', () => {
    const amount = billAmount(
      { distance: 10, waitingHundredthsOfHour: 150, highwayCost: 1250 },
      stake('2026-01-01'),
    );
    expect(amount).toBe(10 * 250 + 1.5 * 3000 + 1250);
  });

  it('rounds the waiting part to the grosz once', () => {
    // 0.33 h x 10.01 zł = 3.3033 zł
    expect(
      billAmount(
        { distance: 0, waitingHundredthsOfHour: 33, highwayCost: null },
        stake('2026-01-01', 0, 1001),
      ),
    ).toBe(330);
  });

  it('is null without a stake or a distance', () => {
    expect(billAmount({ distance: 10, waitingHundredthsOfHour: null, highwayCost: null }, null)).toBeNull();
    const noDistance = { distance: null, waitingHundredthsOfHour: 100, highwayCost: 100 };
    expect(billAmount(noDistance, stake('2026-01-01'))).toBeNull();
  });

  it('always gives whole hundredths, never below the highway cost', () => {
    const figures = fc.record({
      distance: fc.integer({ min: 0, max: 100_000 }),
      waitingHundredthsOfHour: fc.option(fc.integer({ min: 0, max: 100_000 })),
      highwayCost: fc.option(fc.integer({ min: 0, max: 100_000_000 })),
    });
    const rates = fc.record({
      kilometerRate: fc.integer({ min: 0, max: 100_000 }),
      waitHourRate: fc.integer({ min: 0, max: 100_000 }),
      validFrom: fc.constant('2026-01-01'),
    });
    fc.assert(
      fc.property(figures, rates, (bill, rate) => {
        const amount = billAmount(bill, rate);
        expect(Number.isSafeInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual((bill.highwayCost ?? 0) + bill.distance * rate.kilometerRate);
      }),
    );
  });
});
