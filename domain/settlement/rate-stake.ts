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

/** What the screens show where no stake (no price) applies, never 0 zł. */
export const NO_STAKE = 'brak stawki';

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

/** A stake as a list shows it: with its id when it has one (ties on `validFrom` go to the newest). */
type ListedStake = RateStake & { id?: number };

/**
 * An employee group's stakes in the order its stakes table lists them: latest `validFrom` first, then
 * the newest id. Example: stakesNewestFirst([{ validFrom: '2026-01-01', … }, { validFrom: '2026-11-01', … }])
 *   -> November first
 */
export function stakesNewestFirst<T extends ListedStake>(stakes: readonly T[]): T[] {
  return [...stakes].sort((a, b) => b.validFrom.localeCompare(a.validFrom) || (b.id ?? 0) - (a.id ?? 0));
}

/**
 * An employee group's rate on a day (administration.md §3 'only the first stake entry is used for a
 * group's rate', read as the first entry in force, docs/spec-decisions.md rows 162 and 200): the first
 * stake of `stakesNewestFirst` that has started; null when none has. The group dialog marks this entry
 * and the kilometer settlement prices with it.
 * Example: groupRateOn([{ validFrom: '2026-12-01', … }, { validFrom: '2026-01-01', … }], '2026-11-20')
 *   -> the January stake
 */
export function groupRateOn<T extends ListedStake>(stakes: readonly T[], day: string): T | null {
  return stakesNewestFirst(stakes).find((stake) => stake.validFrom <= day) ?? null;
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
