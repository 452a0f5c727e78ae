import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';

/** VIN: 17 characters (§9). */
export const VIN_LENGTH = 17;
/**
 * Letters and digits only, at least one of each. The spec does not exclude I, O and Q (ISO 3779 does),
 * so neither do we; lower case is accepted as typed.
 */
export const VIN_PATTERN = /^(?=.*[0-9])(?=.*[A-Za-z])[A-Za-z0-9]{17}$/;

/**
 * Registration number: 1-3 letters (the district code), then 2-5 letters or digits, upper case, no spaces.
 * Letters are ASCII A-Z only: Polish plates never carry diacritics (Ą, Ć, Ł... are not in the plate alphabet).
 */
export const REGISTRATION_NUMBER_PATTERN = /^[A-Z]{1,3}[A-Z0-9]{2,5}$/;

/** Engine capacity in cm3 (§9). */
export const ENGINE_CAPACITY_MIN = 900;
export const ENGINE_CAPACITY_MAX = 9999;

/** Initial mileage in km: empty, or a positive integer without a leading zero. */
export const INITIAL_MILEAGE_PATTERN = /^[1-9][0-9]*$/;
/** Not in the spec; keeps the number a safe integer (a million km is already far past any car). */
export const INITIAL_MILEAGE_MAX_DIGITS = 9;

/**
 * True for a 17-character VIN with at least one letter and one digit.
 * Example: isVin('WVWZZZ1JZXW000001') === true; isVin('11111111111111111') === false
 */
export function isVin(value: string): boolean {
  return VIN_PATTERN.test(value);
}

/**
 * True for a Polish registration number as typed in the car form.
 * Example: isRegistrationNumber('WA12345') === true; isRegistrationNumber('wa 12345') === false
 */
export function isRegistrationNumber(value: string): boolean {
  return REGISTRATION_NUMBER_PATTERN.test(value);
}

/** Example: vinSchema.parse('WVWZZZ1JZXW000001') */
export const vinSchema = z
  .string({ error: VALIDATION_MESSAGES.vin })
  .regex(VIN_PATTERN, VALIDATION_MESSAGES.vin);

/**
 * A plate as people type it, the way it is kept: upper case, without spaces or dashes ('wz 1234a' is
 * 'WZ1234A'; a phone keyboard types lower case and spaces, issue 31).
 * Example: normalizeRegistrationNumber(' wz 1234a ') === 'WZ1234A'
 */
export function normalizeRegistrationNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** Example: registrationNumberSchema.parse('KR1AB23'); registrationNumberSchema.parse('kr 1ab23') === 'KR1AB23' */
export const registrationNumberSchema = z
  .string({ error: VALIDATION_MESSAGES.registrationNumber })
  .transform(normalizeRegistrationNumber)
  .pipe(z.string().regex(REGISTRATION_NUMBER_PATTERN, VALIDATION_MESSAGES.registrationNumber));

/**
 * Initial mileage as typed: '' or a positive integer not starting with 0.
 * Example: initialMileageSchema.parse('') === ''; initialMileageSchema.parse('0120') fails
 */
export const initialMileageSchema = z
  .string({ error: VALIDATION_MESSAGES.initialMileage })
  .max(INITIAL_MILEAGE_MAX_DIGITS, { error: VALIDATION_MESSAGES.initialMileage, abort: true })
  .refine((value) => value === '' || INITIAL_MILEAGE_PATTERN.test(value), VALIDATION_MESSAGES.initialMileage);

/**
 * Engine capacity in cm3, from a number input or its string value, whole numbers 900 to 9999.
 * Example: engineCapacitySchema.parse('1598') === 1598; engineCapacitySchema.parse(899) fails
 */
export const engineCapacitySchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^[0-9]+$/, VALIDATION_MESSAGES.engineCapacity),
    ],
    { error: VALIDATION_MESSAGES.engineCapacity },
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int(VALIDATION_MESSAGES.engineCapacity)
      .min(ENGINE_CAPACITY_MIN, VALIDATION_MESSAGES.engineCapacity)
      .max(ENGINE_CAPACITY_MAX, VALIDATION_MESSAGES.engineCapacity),
  );
