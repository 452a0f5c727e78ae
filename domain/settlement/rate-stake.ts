/**
 * Rate stakes (administration.md §3 Stake: kilometerRate and waitHourRate in hundredths of a złoty,
 * validFrom YYYY-MM-DD) and what a bill costs with one (issue 11: distance x kilometer rate + waiting
 * hours x waiting-hour rate + highway cost). One rule for the taxi settlement (company links) and the
 * kilometer settlement (employee groups), on both ends.
 */
import type { SettlementFigures } from './settlement-totals';

export interface RateStake {
  /** Hundredths of a złoty per kilometre. */
  kilometerRate: number;
  /** Hundredths of a złoty per hour of waiting. */
  waitHourRate: number;
  /** First day (Polish calendar, YYYY-MM-DD) the stake applies. */
  validFrom: string;
}

/**
 * The stake in force on a day: the one with the latest `validFrom` not after it; null when none has
 * started yet (then nothing is priced: the screens say 'brak stawki').
 * Example: stakeValidOn([{ validFrom: '2026-01-01', … }, { validFrom: '2026-11-01', … }], '2026-10-31')
 *   -> the January stake
 */
export function stakeValidOn<T extends RateStake>(stakes: readonly T[], day: string): T | null {
  let found: T | null = null;
  for (const stake of stakes) {
    if (stake.validFrom > day) continue;
    if (!found || stake.validFrom > found.validFrom) found = stake;
  }
  return found;
}

/**
 * What a bill costs in hundredths, rounded to the grosz once (the waiting part); null without a stake
 * or without a distance, so that no screen shows a wrong number.
 * Example: billAmount({ distance: 10, waitingHundredthsOfHour: 150, highwayCost: 1250 },
 *   { kilometerRate: 250, waitHourRate: 3000, validFrom: '2026-01-01' }) === 2500 + 4500 + 1250
 */
export function billAmount(figures: SettlementFigures, stake: RateStake | null): number | null {
  if (!stake || figures.distance === null) return null;
  const waiting = Math.round(((figures.waitingHundredthsOfHour ?? 0) * stake.waitHourRate) / 100);
  const total = figures.distance * stake.kilometerRate + waiting + (figures.highwayCost ?? 0);
  if (!Number.isSafeInteger(total)) throw new RangeError('Bill amount beyond exact integers');
  return total;
}
