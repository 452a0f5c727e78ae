/**
 * One course of a series is the course form as sent, moved by whole days: every stop's date moves, the
 * times stay (a 07:00 pick-up is at 07:00 on each day, also across a DST change). Days on which the
 * course's driver is absent are skipped, not refused (issue 35: 'skipping the days a chosen passenger
 * or driver is absent'); passengers have no absence record in Kursownik (row 815), so only the driver's
 * absences ('Urlopy') skip a day.
 */
import { shiftIsoDate, shownDay } from '../dates';
import { type AbsenceDays, formRideDays, isDriverAbsentOn } from '../people/driver-absence';
import { daysBetween } from './series-rule';

interface ShiftableRide {
  driverHasToAcceptAt: string | null;
  waypoints: readonly { date: string | null; time: string | null }[];
}

/**
 * The form moved by `days`: stop dates shift, and the driver's acceptance deadline, set by hand for
 * the first course only, is cleared on the others (each then gets the usual 15 minutes, row 816).
 * Example: shiftCourseForm({ rides: [{ driverHasToAcceptAt: null, waypoints: [{ date: '2026-12-07',
 *   time: '07:00' }] }] }, 2).rides[0].waypoints[0].date === '2026-12-09'
 */
export function shiftCourseForm<T extends { rides: readonly ShiftableRide[] }>(input: T, days: number): T {
  if (days === 0) return input;
  return {
    ...input,
    rides: input.rides.map((ride) => ({
      ...ride,
      driverHasToAcceptAt: null,
      waypoints: ride.waypoints.map((stop) => ({
        ...stop,
        date: stop.date === null ? null : shiftIsoDate(stop.date, days),
      })),
    })),
  };
}

/** The series' first day: the day of the form's first ride with a dated, timed stop (Warsaw). */
export function seriesStart(input: {
  rides: readonly { waypoints: readonly { date?: string | null; time?: string | null }[] }[];
}): string | null {
  return formRideDays(input.rides)[0] ?? null;
}

export interface SeriesDay {
  date: string;
  /** Days to add to the form's stop dates for this course. */
  offset: number;
}

export interface SkippedDay {
  date: string;
  reason: 'driverAbsent';
}

/** Why a day was skipped, as 'Pominięte dni' lists it. */
export const SKIP_REASONS: Record<SkippedDay['reason'], string> = {
  driverAbsent: 'kierowca na urlopie',
};

/**
 * Splits the series' dates into the days to create and the days skipped: a day is skipped when any
 * ride of the course, moved to it, starts on a day of the driver's absences.
 * Example: splitSeriesDays(['2026-12-07', '2026-12-09'], '2026-12-07', [0],
 *   [{ dateFrom: '2026-12-09', dateTo: '2026-12-09' }])
 *   -> { create: [{ date: '2026-12-07', offset: 0 }], skipped: [{ date: '2026-12-09', reason: 'driverAbsent' }] }
 */
export function splitSeriesDays(
  dates: readonly string[],
  start: string,
  rideDayOffsets: readonly number[],
  driverAbsences: readonly AbsenceDays[],
): { create: SeriesDay[]; skipped: SkippedDay[] } {
  const create: SeriesDay[] = [];
  const skipped: SkippedDay[] = [];
  for (const date of dates) {
    const offset = daysBetween(start, date);
    const absent = rideDayOffsets.some((rideOffset) =>
      isDriverAbsentOn(driverAbsences, shiftIsoDate(start, offset + rideOffset)),
    );
    if (absent) skipped.push({ date, reason: 'driverAbsent' });
    else create.push({ date, offset });
  }
  return { create, skipped };
}

/** Each ride day of the form as days after the series' start (for `splitSeriesDays`). */
export function rideDayOffsets(input: Parameters<typeof seriesStart>[0], start: string): number[] {
  return formRideDays(input.rides).map((day) => daysBetween(start, day));
}

/**
 * What the form says after a series is saved with days left out (row 815).
 * Example: skippedDaysText([{ date: '2026-12-09', reason: 'driverAbsent' }])
 *   === 'Pominięte dni: 09.12.2026 (kierowca na urlopie)'
 */
export function skippedDaysText(skipped: readonly SkippedDay[]): string {
  return `Pominięte dni: ${skipped.map((day) => `${shownDay(day.date)} (${SKIP_REASONS[day.reason]})`).join(', ')}`;
}
