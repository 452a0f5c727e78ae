/**
 * Driver absences ('Urlopy', administration.md §2.1): a driver away from `dateFrom` to `dateTo`, both
 * days included (docs/spec-decisions.md row 210), in Polish calendar days. The course form leaves such
 * a driver out of 'Kierowca' for a ride on one of those days, and the server refuses the assignment
 * with `DRIVER_ABSENCE_MESSAGES.absent` (row 211) using this same rule.
 */
import { z } from 'zod';
import { RESOURCES, iriRef } from '../contract/iri';
import { stopInstant } from '../courses/course-form.rules';
import { isIsoDate } from '../dates';
import { REQUIRED_IN_DIALOG, VALIDATION_MESSAGES } from '../validation/messages';
import { warsawDay } from '../warsaw-time';

export const DRIVER_ABSENCE_MESSAGES = {
  /** Course write refusal: the driver is away on the day a ride starts (row 211). */
  absent: 'Kierowca jest na urlopie w dniu przejazdu',
  /** 'Data do' before 'Data od' (row 210). */
  endBeforeStart: 'Data końcowa urlopu nie może być wcześniejsza niż data początkowa',
} as const;

/** One absence: calendar days 'YYYY-MM-DD' (Warsaw), both included. */
export interface AbsenceDays {
  dateFrom: string;
  dateTo: string;
}

/**
 * True when `day` ('YYYY-MM-DD', Warsaw) falls within one of the absences, first and last day included.
 * ISO dates compare as text, so no time zone enters the rule.
 * Example: isDriverAbsentOn([{ dateFrom: '2026-12-01', dateTo: '2026-12-03' }], '2026-12-03') === true
 */
export function isDriverAbsentOn(absences: readonly AbsenceDays[], day: string): boolean {
  return absences.some((absence) => absence.dateFrom <= day && day <= absence.dateTo);
}

/**
 * The Polish day a ride runs on: the day of its first planned stop in Warsaw (a ride that starts at
 * 23:30 and ends after midnight belongs to the day it starts, row 211); null without a planned time.
 * Example: rideDay(new Date('2026-12-01T23:30:00Z')) === '2026-12-02' (00:30 in Warsaw)
 */
export function rideDay(startsAt: Date | null): string | null {
  return startsAt === null ? null : warsawDay(startsAt);
}

/**
 * The days of a course form's rides, as the server will read them: each ride's first stop with a date
 * and a time, as a Warsaw day; unique and sorted (the course form's `availableOn`).
 * Example: formRideDays([{ waypoints: [{ date: '2026-12-01', time: '08:00' }] }]) -> ['2026-12-01']
 */
export function formRideDays(
  rides: readonly { waypoints: readonly { date?: string | null; time?: string | null }[] }[],
): string[] {
  const days = new Set<string>();
  for (const ride of rides) {
    for (const stop of ride.waypoints) {
      const at = stop.date && stop.time ? stopInstant({ date: stop.date, time: stop.time }) : null;
      if (at === null || Number.isNaN(at.getTime())) continue;
      days.add(warsawDay(at));
      break;
    }
  }
  return [...days].sort();
}

const day = z
  .string({ error: REQUIRED_IN_DIALOG })
  .trim()
  .min(1, { error: REQUIRED_IN_DIALOG, abort: true })
  .refine(isIsoDate, VALIDATION_MESSAGES.dateFormat);

/**
 * 'Nowy urlop' (the create page and `POST api/driver_absences`): a driver IRI and the two days.
 * Example: driverAbsenceSchema.safeParse({ driver: '/api/drivers/1', dateFrom: '2026-12-02',
 *   dateTo: '2026-12-01' }).success === false (endBeforeStart on dateTo)
 */
export const driverAbsenceSchema = z
  .object({
    // The form's select holds the IRI; anything but a driver's IRI reads as not chosen.
    driver: iriRef(RESOURCES.driver, REQUIRED_IN_DIALOG),
    dateFrom: day,
    dateTo: day,
  })
  .superRefine((value, ctx) => {
    if (isIsoDate(value.dateFrom) && isIsoDate(value.dateTo) && value.dateTo < value.dateFrom)
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: DRIVER_ABSENCE_MESSAGES.endBeforeStart });
  });

export type DriverAbsenceInput = z.input<typeof driverAbsenceSchema>;
export type DriverAbsenceData = z.output<typeof driverAbsenceSchema>;
