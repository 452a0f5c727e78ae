/**
 * Field schemas shared by the course forms (course-form.schema.ts, locomotive.schema.ts): IRIs,
 * nullable text, stop date and time. Every string is capped before anything else looks at it, so huge
 * values are refused with 'Wartość jest zbyt długa' and never reach a regex or the database.
 */
import { z } from 'zod';
import { isIsoDate } from '../dates';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { COURSE_MESSAGES } from './course-messages';
import { RESOURCES, iriId, isIri } from '../contract/iri';

/** Longest IRI accepted ('/api/abstract_places/123...'); generous, far below a huge payload. */
export const IRI_MAX_LENGTH = 200;
/** Cap for short free text (dates, times, statuses) before their own format check. */
export const SHORT_TEXT_MAX_LENGTH = 40;

/**
 * The API resource behind each relation of a course payload (administration.md §7 paths), from the one
 * IRI helper of the wire contract.
 */
export const COURSE_IRI_RESOURCES = {
  company: RESOURCES.company,
  driver: RESOURCES.driver,
  passenger: RESOURCES.passenger,
  locomotive: RESOURCES.locomotive,
  place: RESOURCES.place,
  startingBase: RESOURCES.startingBase,
  taxiRide: RESOURCES.taxiRide,
  kilometerRide: RESOURCES.kilometerRide,
  waypoint: RESOURCES.waypoint,
} as const;
export type CourseIriResource = (typeof COURSE_IRI_RESOURCES)[keyof typeof COURSE_IRI_RESOURCES];

export { isIri, iriId };

/** '' and whitespace-only text become null ('Empty strings are sent as null', §3); text is trimmed. */
export function blankToNull(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Optional text: string, null or missing in; trimmed string or null out ('' -> null), capped at `max`.
 * The result is piped into `inner` (which sees only non-null values).
 * Example: nullable(z.string(), 10).parse('  ') === null
 */
export function nullable<T extends z.ZodType<unknown, string>>(
  inner: T,
  max: number,
  tooLong = VALIDATION_MESSAGES.tooLongFor(max),
) {
  return z
    .string({ error: COURSE_MESSAGES.invalidValue })
    .max(max, { error: tooLong, abort: true })
    .nullish()
    .transform(blankToNull)
    .pipe(inner.nullable());
}

/**
 * Required text: like `nullable`, but null, '' or a missing value gives `requiredMessage`.
 * Example: required(z.string(), 10, 'Pole jest wymagane').parse(' a ') === 'a'
 */
export function required<T extends z.ZodType<unknown, string>>(
  inner: T,
  max: number,
  requiredMessage: string,
  tooLong = VALIDATION_MESSAGES.tooLongFor(max),
) {
  return z
    .string({ error: requiredMessage })
    .max(max, { error: tooLong, abort: true })
    .nullish()
    .transform(blankToNull)
    .pipe(z.string({ error: requiredMessage }).pipe(inner));
}

const iriOf = (resource: CourseIriResource) =>
  z.string().refine((value) => isIri(value, resource), COURSE_MESSAGES.invalidValue);

/** Optional relation: an IRI of `resource` or null. Example: optionalIri('companies').parse('') === null */
// An IRI is never typed by a person: its length limit is not worth naming.
export const optionalIri = (resource: CourseIriResource) =>
  nullable(iriOf(resource), IRI_MAX_LENGTH, VALIDATION_MESSAGES.tooLong);

/** Required relation. Example: requiredIri('companies', 'Należy wybrać...').parse('/api/companies/1') */
export const requiredIri = (resource: CourseIriResource, message: string) =>
  required(iriOf(resource), IRI_MAX_LENGTH, message, VALIDATION_MESSAGES.tooLong);

/**
 * A list of IRIs of `resource` (passengers, locomotives); missing means [], duplicates are dropped
 * (one passenger twice on a segment is a slip, not an intent).
 * Example: iriList('passengers', 10).parse(['/api/passengers/1', '/api/passengers/1']) -> ['/api/passengers/1']
 */
export const iriList = (resource: CourseIriResource, max: number) =>
  z
    .array(
      z.string({ error: COURSE_MESSAGES.invalidValue }).max(IRI_MAX_LENGTH, VALIDATION_MESSAGES.tooLong),
      {
        error: COURSE_MESSAGES.invalidValue,
      },
    )
    .max(max, { error: COURSE_MESSAGES.tooMany, abort: true })
    .optional()
    .transform((list) => [...new Set(list ?? [])])
    .pipe(z.array(iriOf(resource)));

/** Stop date, 'YYYY-MM-DD', a real calendar date. */
export const STOP_DATE_PATTERN = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
/** Years a stop may fall in: a date being typed ('0202-11-24') is no course date (row 135). */
export const STOP_YEARS = { min: 2000, max: 2099 } as const;

/** A real calendar date in STOP_YEARS. Example: isStopDate('0202-11-24') === false; isStopDate('2026-11-24') === true */
export function isStopDate(value: string): boolean {
  if (!STOP_DATE_PATTERN.test(value) || !isIsoDate(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= STOP_YEARS.min && year <= STOP_YEARS.max;
}
/** Stop time, 'HH:mm' with two-digit hours (what the time control sends). */
export const STOP_TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** Optional stop date; '' -> null. Example: stopDate.parse('2024-02-30') fails with 'Niepoprawna data (RRRR-MM-DD)' */
export const stopDate = nullable(
  z.string().refine(isStopDate, VALIDATION_MESSAGES.dateFormat),
  SHORT_TEXT_MAX_LENGTH,
);

/** Optional stop time; '' -> null. Example: stopTime.parse('7:05') fails with 'Niepoprawny format czasu (HH:MM)!' */
export const stopTime = nullable(
  z.string().regex(STOP_TIME_PATTERN, VALIDATION_MESSAGES.timeFormat),
  SHORT_TEXT_MAX_LENGTH,
);

/**
 * A zod issue path as react-hook-form names fields; also reads API Platform's `rides[0].waypoints[1]`.
 * Example: toFormFieldPath(['rides', 0, 'waypoints', 1, 'passengers']) === 'rides.0.waypoints.1.passengers'
 */
export function toFormFieldPath(path: readonly PropertyKey[] | string): string {
  if (typeof path === 'string') return path.replace(/\[([0-9]+)\]/g, '.$1').replace(/^\./, '');
  return path.map(String).join('.');
}
