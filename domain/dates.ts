/**
 * Date formats of administration.md §9, as pure functions on Date, ISO strings or epoch milliseconds,
 * 24-hour clock. The display helpers (formatDate, formatDateAndTime, formatTimeDate) show Polish time
 * (Europe/Warsaw) whatever the zone of the browser or server (issue 13: a dispatcher abroad reads the
 * times the drivers live by); formatIsoDate and toTransferDate keep the runtime's local day.
 * Display helpers return '' for null, undefined or an unparsable value, so lists never show 'Invalid Date'.
 */
import { wallClock, warsawDay } from './warsaw-time';

export type DateInput = Date | string | number | null | undefined;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The instant's Warsaw wall clock, in the keys of `parts`. */
function warsaw(date: Date) {
  const clock = wallClock(date);
  return { YYYY: clock.year, MM: clock.month, DD: clock.day, HH: clock.hour, mm: clock.minute };
}

function parts(date: Date) {
  return {
    YYYY: pad(date.getFullYear(), 4),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
  };
}

/** Example: formatDate('2024-03-07T08:05:00') === '07.03.2024' */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const { DD, MM, YYYY } = warsaw(date);
  return `${DD}.${MM}.${YYYY}`;
}

/** Example: formatIsoDate(new Date(2024, 2, 7)) === '2024-03-07' (stake validFrom, API dates) */
export function formatIsoDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const { DD, MM, YYYY } = parts(date);
  return `${YYYY}-${MM}-${DD}`;
}

/** Example: formatTimeDate('2024-03-07T08:05:00') === '08:05 07.03.2024' */
export function formatTimeDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const { DD, MM, YYYY, HH, mm } = warsaw(date);
  return `${HH}:${mm} ${DD}.${MM}.${YYYY}`;
}

/**
 * The one date-and-time of lists and drawers (issue 31: transactions, requests, the settlement history,
 * 'Utworzono'); §9's 'YYYY-MM-DD HH:mm' is no longer shown anywhere (spec-decisions row 642).
 * Example: formatDateAndTime('2024-03-07T07:05:00Z') === '07.03.2024 08:05'
 */
export function formatDateAndTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const { DD, MM, YYYY, HH, mm } = warsaw(date);
  return `${DD}.${MM}.${YYYY} ${HH}:${mm}`;
}

/**
 * The transfer protocol's split date: { date: 'DD-MM-YYYY', time: 'HH:mm' }, or null.
 * Example: toTransferDate('2024-03-07T08:05:00') -> { date: '07-03-2024', time: '08:05' }
 */
export function toTransferDate(value: DateInput): { date: string; time: string } | null {
  const date = toDate(value);
  if (!date) return null;
  const { DD, MM, YYYY, HH, mm } = parts(date);
  return { date: `${DD}-${MM}-${YYYY}`, time: `${HH}:${mm}` };
}

/**
 * Reads the transfer protocol's { date: 'DD-MM-YYYY', time: 'HH:mm' } back as a local Date, or null.
 * Example: fromTransferDate({ date: '07-03-2024', time: '08:05' }) -> new Date(2024, 2, 7, 8, 5)
 */
export function fromTransferDate(value: { date: string; time: string }): Date | null {
  const day = /^([0-9]{2})-([0-9]{2})-([0-9]{4})$/.exec(value.date);
  const time = /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(value.time);
  if (!day || !time) return null;
  const [, DD, MM, YYYY] = day.map(Number);
  const [, HH, mm] = time.map(Number);
  if (DD === undefined || MM === undefined || YYYY === undefined || HH === undefined || mm === undefined) {
    return null;
  }
  const date = new Date(YYYY, MM - 1, DD, HH, mm);
  return date.getDate() === DD && date.getMonth() === MM - 1 ? date : null;
}

/**
 * True for a real calendar date written YYYY-MM-DD.
 * Example: isIsoDate('2024-02-29') === true; isIsoDate('2023-02-29') === false
 */
export function isIsoDate(value: string): boolean {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Today's Polish date, YYYY-MM-DD (stake validFrom default, invoice dates): the day the server reads
 * 'today' as (Europe/Warsaw), also at 23:30 UTC or in a browser abroad.
 * Example: todayIsoDate(new Date('2024-03-06T23:30:00Z')) === '2024-03-07'
 */
export function todayIsoDate(now: Date = new Date()): string {
  return warsawDay(now);
}

/** A 'YYYY-MM-DD' date's UTC midnight in epoch milliseconds (calendar arithmetic without zones). */
export function isoDateUtcMs(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/**
 * Moves a 'YYYY-MM-DD' date by whole calendar days (no time zone or DST involved).
 * Example: shiftIsoDate('2024-02-28', 2) === '2024-03-01'
 */
export function shiftIsoDate(date: string, days: number): string {
  return new Date(isoDateUtcMs(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A 'YYYY-MM-DD' day as the app shows dates, DD.MM.YYYY (text only: no time zone involved). The one
 * day formatter of the SPA, the domain's notices and the journeys.
 * Example: shownDay('2026-11-12') === '12.11.2026'
 */
export const shownDay = (day: string) => day.split('-').reverse().join('.');
