/**
 * The 'Rozliczenia' page's month (courses.md §9 "Default settlement range: first day of month
 * 00:00:00 to last day 23:59:59", Polish time) and its kilometer rides' amounts and totals, all in
 * integer hundredths (row 163).
 */
import { warsawDateTime, warsawDay } from '../warsaw-time';
import { polishPlural, RIDE_FORMS } from '../plural';
import { billAmount, type RateStake } from './rate-stake';

/** The 400 answer to a `month` query parameter that is not YYYY-MM (every monthly call). */
export const MONTH_QUERY_MESSAGE = 'Nieprawidłowa wartość parametru month: oczekiwano miesiąca RRRR-MM.';

/** 'YYYY-MM', month 01-12. */
export const MONTH_PATTERN = /^([0-9]{4})-(0[1-9]|1[0-2])$/;

/** The Polish month that `now` is in. Example: currentMonth(new Date('2026-11-30T23:30:00Z')) === '2026-12' */
export function currentMonth(now: Date): string {
  return warsawDay(now).slice(0, 7);
}

/** The month before. Example: previousMonth('2026-01') === '2025-12' */
export function previousMonth(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 1 ? `${year - 1}-12` : `${year}-${String(mon - 1).padStart(2, '0')}`;
}

/** The month after. Example: nextMonth('2026-12') === '2027-01' */
export const nextMonth = (month: string) => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
};

/**
 * The month's instants: from the first day 00:00 Polish time, up to (not including) the next month's
 * first 00:00, so the last day's 23:59:59 is in. Null for text that is not a month.
 * Example: monthRange('2026-11') -> { from: 2026-10-31T23:00:00Z, until: 2026-11-30T23:00:00Z }
 */
export function monthRange(month: string): { from: Date; until: Date } | null {
  if (!MONTH_PATTERN.test(month)) return null;
  const from = warsawDateTime(`${month}-01T00:00`);
  const until = warsawDateTime(`${nextMonth(month)}-01T00:00`);
  return from && until ? { from, until } : null;
}

const MONTH_NAMES = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
] as const;

/** Example: monthLabel('2026-11') === 'listopad 2026' */
export function monthLabel(month: string): string {
  const match = MONTH_PATTERN.exec(month);
  if (!match) return month;
  return `${MONTH_NAMES[Number(match[2]) - 1] ?? ''} ${match[1]}`;
}

/** What a kilometer ride's report gives to settle. */
export interface KilometerFigures {
  /** Whole kilometres reported; null before the report. */
  distance: number | null;
  /** Hundredths of a złoty. */
  highwayCost: number | null;
}

/**
 * The ride's amount (row 163): reported km x the employee group's kilometer rate valid on the ride's
 * day, plus the highway cost; null without a report or a stake ('brak stawki').
 * Example: kilometerAmount({ distance: 100, highwayCost: 1500 }, { kilometerRate: 115, … }) === 13000
 */
export function kilometerAmount(figures: KilometerFigures, stake: RateStake | null): number | null {
  return billAmount({ ...figures, waitingHundredthsOfHour: null }, stake);
}

export interface KilometerMonthRow extends KilometerFigures {
  status: string;
  amount: number | null;
}

export interface KilometerMonthTotals {
  /** Rides counted (every ride but the cancelled ones). */
  rides: number;
  distance: number;
  highwayCost: number;
  /** Sum of the priced rides' amounts. */
  amount: number;
  /** Reported rides without a stake: left out of `amount`, the page says so. */
  unpriced: number;
}

const add = (sum: number, value: number | null) => {
  const total = sum + (value ?? 0);
  if (!Number.isSafeInteger(total)) throw new RangeError('Month total beyond exact integers');
  return total;
};

/**
 * The month's totals row: every ride but the cancelled ones, each column an integer sum.
 * Example: kilometerMonthTotals([{ status: 'settled', distance: 10, highwayCost: 500, amount: 1650 }])
 *   -> { rides: 1, distance: 10, highwayCost: 500, amount: 1650, unpriced: 0 }
 */
export function kilometerMonthTotals(rows: readonly KilometerMonthRow[]): KilometerMonthTotals {
  const counted = rows.filter((row) => row.status !== 'cancelled');
  return {
    rides: counted.length,
    distance: counted.reduce((sum, row) => add(sum, row.distance), 0),
    highwayCost: counted.reduce((sum, row) => add(sum, row.highwayCost), 0),
    amount: counted.reduce((sum, row) => add(sum, row.amount), 0),
    unpriced: counted.filter((row) => row.distance !== null && row.amount === null).length,
  };
}

/** 'Rozliczono 3 przejazdy' (the bulk answer, with the Polish plural). */
export const settledRidesMessage = (count: number) =>
  `Rozliczono ${count} ${polishPlural(count, RIDE_FORMS)}`;
