import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupRateOn, stakeValidOn, stakesNewestFirst } from './rate-stake';

const stake = (id: number, validFrom: string, kilometerRate = 250) => ({
  id,
  validFrom,
  kilometerRate,
  waitHourRate: 3000,
});

describe('groupRateOn (the first stake entry in force, §3)', () => {
  const stakes = [stake(1, '2026-01-01', 250), stake(2, '2026-12-01', 400), stake(3, '2026-06-01', 300)];

  it('lists the newest validFrom first and takes the first entry that has started', () => {
    expect(stakesNewestFirst(stakes).map((s) => s.id)).toEqual([2, 3, 1]);
    expect(groupRateOn(stakes, '2026-11-20')?.id).toBe(3);
    expect(groupRateOn(stakes, '2026-12-01')?.id).toBe(2);
    expect(groupRateOn(stakes, '2025-12-31')).toBeNull();
    expect(groupRateOn([], '2026-11-20')).toBeNull();
  });

  it('breaks a tie on validFrom with the newest stake', () => {
    expect(groupRateOn([stake(4, '2026-01-01', 100), stake(9, '2026-01-01', 900)], '2026-02-01')?.id).toBe(9);
  });

  it('always starts on the same day as the settlement rule stakeValidOn', () => {
    const day = fc
      .date({
        min: new Date('2025-01-01T00:00:00Z'),
        max: new Date('2027-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(fc.tuple(day, fc.nat(100_000)), { maxLength: 8 }), day, (entries, on) => {
        const list = entries.map(([validFrom, rate], index) => stake(index + 1, validFrom, rate));
        expect(groupRateOn(list, on)?.validFrom ?? null).toBe(stakeValidOn(list, on)?.validFrom ?? null);
      }),
    );
  });
});
