/**
 * The kilometer ride's 'Raport kursu' (courses.md §3 Kilometer report, §5) and the company's
 * (its 'Niezgodność w rozliczeniu' reason: inconsistency.schema.ts): one schema for the dialog and for the server. The fields, their
 * limits and messages are the driver's report's (driver-report.schema.ts), without waiting hours.
 */
import type { z } from 'zod';
import { driverReportSchema } from '../courses/driver-report.schema';
import { INCONSISTENCY_REASON_REQUIRED } from './inconsistency.schema';

export const KILOMETER_REPORT_MESSAGES = {
  justify: 'Uzasadnij zmianę łącznej liczby przejechanych km',
  inconsistencyReason: INCONSISTENCY_REASON_REQUIRED,
} as const;

export const KILOMETER_REPORT_TEXTS = {
  title: 'Raport kursu',
  send: 'WYŚLIJ',
  distance: 'Łączna liczba przejechanych km',
  highwayCost: 'Koszty autostrad (zł)',
  comment: 'Komentarz',
} as const;

/** The report's fields as typed: distance in whole km, highway cost in złoty (hundredths on the wire's way in). */
export const kilometerReportFieldsSchema = driverReportSchema.pick({
  distance: true,
  highwayCost: true,
  comment: true,
});

/**
 * The computed sum the report is held against: the segments' kilometres rounded to whole km, as the
 * distance is typed in whole km (row 162). Null when nothing was computed: then no comment is needed.
 * Example: reportBaseKilometres(40.6) === 41
 */
export function reportBaseKilometres(computed: number | null): number | null {
  return computed === null || !Number.isFinite(computed) ? null : Math.round(computed);
}

/**
 * The report against the ride's computed kilometres (§5): a distance other than the computed sum needs
 * a comment. Example: kilometerReportSchema(41).safeParse({ distance: 50, highwayCost: null, comment: '' })
 *   fails on `comment` with 'Uzasadnij zmianę łącznej liczby przejechanych km'
 */
export function kilometerReportSchema(computed: number | null) {
  const base = reportBaseKilometres(computed);
  return kilometerReportFieldsSchema.superRefine((report, context) => {
    if (base !== null && report.distance !== base && !report.comment)
      context.addIssue({ code: 'custom', path: ['comment'], message: KILOMETER_REPORT_MESSAGES.justify });
  });
}

export type KilometerReportInput = z.input<typeof kilometerReportFieldsSchema>;
export type KilometerReport = z.output<typeof kilometerReportFieldsSchema>;

/** 'Niezgodność w rozliczeniu': the reason is required (§4, §5). */
