/**
 * 'Dodaj samochód' and `POST|PUT api/cars` (administration.md §2.4, §5): one schema for the dialog and
 * the server. Relations are IRIs; the driver is a user (`Car.user`, §3) and optional.
 */
import { z } from 'zod';
import { iriId } from '../contract/iri';
import { COURSE_MESSAGES } from '../courses/course-messages';
import { REQUIRED_IN_DIALOG, VALIDATION_MESSAGES } from '../validation/messages';
import {
  engineCapacitySchema,
  initialMileageSchema,
  registrationNumberSchema,
  vinSchema,
} from '../validation/vehicle';

/** Not in the spec: longer than any IRI of ours; refused before any pattern. */
const IRI_MAX = 200;
/** Longer than any registration number or VIN the rules accept; refused before the patterns. */
const CODE_MAX = 40;

/** A required reference ('' or missing -> 'Pole wymagane'), read as the row id. */
export const requiredRef = (resource: 'brands' | 'brand_models' | 'users' | 'cars') =>
  z
    .string({ error: REQUIRED_IN_DIALOG })
    .max(IRI_MAX, VALIDATION_MESSAGES.tooLong)
    .trim()
    .min(1, REQUIRED_IN_DIALOG)
    .transform((value, ctx) => {
      const id = iriId(value, resource);
      if (id !== null) return id;
      ctx.addIssue({ code: 'custom', message: REQUIRED_IN_DIALOG });
      return z.NEVER;
    });

/** An optional reference: '', null or missing -> null. */
const optionalRef = (resource: 'users') =>
  z
    .string()
    .max(IRI_MAX, VALIDATION_MESSAGES.tooLong)
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value.trim() === '') return null;
      const id = iriId(value.trim(), resource);
      if (id !== null) return id;
      ctx.addIssue({ code: 'custom', message: COURSE_MESSAGES.invalidValue });
      return z.NEVER;
    });

const code = (inner: z.ZodType<string, string>) =>
  z
    .string({ error: REQUIRED_IN_DIALOG })
    .max(CODE_MAX, { error: VALIDATION_MESSAGES.tooLongFor(CODE_MAX), abort: true })
    .trim()
    .min(1, REQUIRED_IN_DIALOG)
    .pipe(inner);

/**
 * Mileage in km as typed or sent: required here (the car's first reading, the floor of every
 * transfer protocol; docs/spec-decisions.md row 404), then §5's rule.
 */
export const carMileageSchema = z
  .union([z.number().int().positive().transform(String), z.string()], {
    error: VALIDATION_MESSAGES.initialMileage,
  })
  .pipe(initialMileageSchema)
  .refine((value) => value !== '', REQUIRED_IN_DIALOG)
  .transform(Number);

/**
 * Example: carSchema.safeParse({ brand: '/api/brands/1', model: '/api/brand_models/2',
 *   registrationNumber: 'WA12345', vin: 'WVWZZZ1JZXW000001', engineCapacity: '1598',
 *   initialMileage: '1200', driver: '' }).success === true
 */
export const carSchema = z.object(
  {
    brand: requiredRef('brands'),
    model: requiredRef('brand_models'),
    registrationNumber: code(registrationNumberSchema),
    vin: code(vinSchema),
    engineCapacity: engineCapacitySchema,
    initialMileage: carMileageSchema,
    driver: optionalRef('users'),
  },
  { error: COURSE_MESSAGES.invalidValue },
);

export type CarFormInput = z.input<typeof carSchema>;
export type CarFormData = z.output<typeof carSchema>;

/** The car dialog's empty form. */
export const EMPTY_CAR_FORM = {
  brand: '',
  model: '',
  registrationNumber: '',
  vin: '',
  engineCapacity: '',
  initialMileage: '',
  driver: '',
} satisfies Record<keyof CarFormInput, string>;
