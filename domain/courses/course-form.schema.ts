/**
 * The one schema of the taxi course form, shared by the SPA form (zodResolver) and the server
 * (`POST api/taxi_courses`, `PUT api/taxi_courses/{id}`), plus the kilometer course form
 * (`POST api/kilometer_courses`). Relations travel as IRIs; '' becomes null (§3); every issue path
 * names a form field, e.g. `rides.0.waypoints.1.passengers` (see `toFormFieldPath`).
 * The stop rules and their readings are in course-form.rules.ts.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { PHONE_PATTERN } from '../validation/phone';
import {
  COURSE_IRI_RESOURCES as R,
  SHORT_TEXT_MAX_LENGTH,
  iriList,
  nullable,
  optionalIri,
  required,
  requiredIri,
  stopDate,
  stopTime,
} from './course-form.fields';
import { kilometerCourseIssues, taxiRideIssues } from './course-form.rules';
import type { RuleIssue } from './course-form.rules';
import { COURSE_MESSAGES } from './course-messages';
import { TAXI_RIDE_STATUSES } from './ride-status';

/** Not in the spec; caps that refuse absurd payloads while leaving room for any real course. */
export const RIDE_NUMBER_MAX_LENGTH = 50;
export const MAX_RIDES_PER_COURSE = 20;
export const MIN_WAYPOINTS_PER_RIDE = 2;
export const MAX_WAYPOINTS_PER_RIDE = 50;
export const MAX_PASSENGERS_PER_WAYPOINT = 50;
export const MAX_LOCOMOTIVES_PER_WAYPOINT = 20;

const invalid = { error: COURSE_MESSAGES.invalidValue };

/** Rules run whenever the object itself is an object, even if some of its fields failed. */
const whenObject = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value);

const report = (rules: (value: unknown) => RuleIssue[]) => (value: unknown, ctx: z.RefinementCtx) => {
  for (const issue of rules(value))
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
};

/**
 * One stop. `date` 'YYYY-MM-DD' and `time` 'HH:mm' are separate form fields; `stopDateTime` joins them.
 * Example: waypointSchema.parse({ place: '', date: '2024-03-07', time: '08:05', passengers: [] })
 *   -> { id: null, place: null, date: '2024-03-07', time: '08:05', passengers: [], locomotives: [] }
 */
export const waypointSchema = z.object(
  {
    id: optionalIri(R.waypoint),
    place: optionalIri(R.place),
    date: stopDate,
    time: stopTime,
    passengers: iriList(R.passenger, MAX_PASSENGERS_PER_WAYPOINT),
    locomotives: iriList(R.locomotive, MAX_LOCOMOTIVES_PER_WAYPOINT),
  },
  invalid,
);

/** The stops of one ride: 2 to 50. */
export const waypointListSchema = z
  .array(waypointSchema, invalid)
  .min(MIN_WAYPOINTS_PER_RIDE, COURSE_MESSAGES.tooFewWaypoints)
  .max(MAX_WAYPOINTS_PER_RIDE, { error: COURSE_MESSAGES.tooMany, abort: true });

/** One taxi ride; `id` (its IRI) is set when editing. Rules: `taxiRideIssues`. */
export const taxiRideSchema = z
  .object(
    {
      id: optionalIri(R.taxiRide),
      number: required(z.string(), RIDE_NUMBER_MAX_LENGTH, COURSE_MESSAGES.required),
      status: nullable(z.enum(TAXI_RIDE_STATUSES, invalid), SHORT_TEXT_MAX_LENGTH),
      driverHasToAcceptAt: nullable(
        z.iso.datetime({ offset: true, local: true, ...invalid }),
        SHORT_TEXT_MAX_LENGTH,
      ),
      fromStartingBase: optionalIri(R.startingBase),
      toStartingBase: optionalIri(R.startingBase),
      waypoints: waypointListSchema,
    },
    invalid,
  )
  .superRefine(report(taxiRideIssues), { when: whenObject });

/**
 * 'Edycja relacji' (courses.md §2): the stops of one taxi ride, under the same rules as on the course
 * form. The starting bases are read-only there (they have their own dialog and permission) but decide
 * the two-stop rule, so the form carries them; the server reads them from the ride instead.
 */
export const taxiRideRelationSchema = z
  .object(
    {
      fromStartingBase: optionalIri(R.startingBase),
      toStartingBase: optionalIri(R.startingBase),
      waypoints: waypointListSchema,
    },
    invalid,
  )
  .superRefine(report(taxiRideIssues), { when: whenObject });

export type TaxiRideRelationInput = z.input<typeof taxiRideRelationSchema>;
export type TaxiRideRelationData = z.output<typeof taxiRideRelationSchema>;

/**
 * The taxi course payload. `company` is the railway company served; `driverPhoneNumber` is 9 digits.
 * Example: taxiCourseFormSchema.safeParse(newTaxiCourseDraft(new Date())).success === false
 *   (no company, no times, no passengers, no starting base yet)
 */
export const taxiCourseFormSchema = z.object(
  {
    company: requiredIri(R.company, COURSE_MESSAGES.companyRequired),
    contractor: optionalIri(R.company),
    subcontractor: optionalIri(R.company),
    driver: optionalIri(R.driver),
    driverPhoneNumber: nullable(
      z.string().regex(PHONE_PATTERN, VALIDATION_MESSAGES.phone),
      SHORT_TEXT_MAX_LENGTH,
    ),
    rides: z
      .array(taxiRideSchema, invalid)
      .min(1, COURSE_MESSAGES.noRides)
      .max(MAX_RIDES_PER_COURSE, { error: COURSE_MESSAGES.tooMany, abort: true }),
  },
  invalid,
);

export type WaypointFormInput = z.input<typeof waypointSchema>;
export type WaypointFormData = z.output<typeof waypointSchema>;
export type TaxiRideFormInput = z.input<typeof taxiRideSchema>;
export type TaxiRideFormData = z.output<typeof taxiRideSchema>;
export type TaxiCourseFormInput = z.input<typeof taxiCourseFormSchema>;
export type TaxiCourseFormData = z.output<typeof taxiCourseFormSchema>;

/**
 * One kilometer ride: the passenger drives their own vehicle, so stops need no passenger (the
 * creator is the one travelling) and the ride number is optional (the server numbers the ride).
 */
export const kilometerRideSchema = z.object(
  {
    id: optionalIri(R.kilometerRide),
    number: nullable(z.string(), RIDE_NUMBER_MAX_LENGTH),
    waypoints: waypointListSchema,
  },
  invalid,
);

/**
 * The kilometer course payload: time on at least one stop (`kilometerCourseIssues`).
 * Example: kilometerCourseFormSchema.parse({ rides: [{ waypoints: [
 *   { date: '2024-03-07', time: '06:00' }, { date: '', time: '' }] }] }) succeeds
 */
export const kilometerCourseFormSchema = z
  .object(
    {
      fromStartingPlace: optionalIri(R.place),
      toStartingPlace: optionalIri(R.place),
      rides: z
        .array(kilometerRideSchema, invalid)
        .min(1, COURSE_MESSAGES.noRides)
        .max(MAX_RIDES_PER_COURSE, { error: COURSE_MESSAGES.tooMany, abort: true }),
    },
    invalid,
  )
  .superRefine(report(kilometerCourseIssues), { when: whenObject });

export type KilometerCourseFormInput = z.input<typeof kilometerCourseFormSchema>;
export type KilometerCourseFormData = z.output<typeof kilometerCourseFormSchema>;
