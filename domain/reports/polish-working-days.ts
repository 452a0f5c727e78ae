/**
 * Polish public holidays (ustawa o dniach wolnych od pracy, with 24 December from 2025) and working
 * days (Monday to Friday, not a holiday): the scheduled reports' 'pierwszy dzień roboczy' (row 795).
 * Days are 'YYYY-MM-DD' calendar days (Polish time is the caller's job, warsawDay).
 */

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm), as 'YYYY-MM-DD'. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayText(new Date(Date.UTC(year, month - 1, day)));
}

const dayText = (date: Date) => date.toISOString().slice(0, 10);
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** The day `days` calendar days after `day`. Example: addDays('2026-12-31', 1) === '2027-01-01' */
export const addDays = (day: string, days: number) =>
  dayText(new Date(asDate(day).getTime() + days * 86_400_000));

/** Example: isPolishHoliday('2026-11-11') === true; isPolishHoliday('2026-11-12') === false */
export function isPolishHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  const fixed = ['01-01', '01-06', '05-01', '05-03', '08-15', '11-01', '11-11', '12-25', '12-26'];
  if (year >= 2025) fixed.push('12-24');
  if (fixed.includes(day.slice(5))) return true;
  const easter = easterSunday(year);
  // Easter Sunday and Monday, Pentecost Sunday (+49) and Corpus Christi (+60).
  return [0, 1, 49, 60].some((offset) => addDays(easter, offset) === day);
}

/** Example: isWorkingDay('2026-12-07') === true (a Monday); isWorkingDay('2026-12-05') === false */
export function isWorkingDay(day: string): boolean {
  const weekday = asDate(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPolishHoliday(day);
}

/** The first working day of a 'YYYY-MM' month. Example: firstWorkingDay('2027-01') === '2027-01-04' */
export function firstWorkingDay(month: string): string {
  let day = `${month}-01`;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** The Monday of the day's week (the day itself on a Monday). Example: mondayOf('2026-12-09') === '2026-12-07' */
export function mondayOf(day: string): string {
  const weekday = asDate(day).getUTCDay();
  return addDays(day, weekday === 0 ? -6 : 1 - weekday);
}
