import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';

/** Room in a phone input for a number as written: '+48 601 100 200', '0048 601-100-200' (issue 31). */
export const PASTED_PHONE_LENGTH = 20;

/** Polish phone numbers: exactly 9 digits, no spaces and no +48 prefix (§5, §9). */
export const PHONE_LENGTH = 9;
export const PHONE_PATTERN = /^[0-9]{9}$/;

/**
 * True for a 9-digit phone number.
 * Example: isPhone('600100200') === true; isPhone('+48600100200') === false
 */
export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/**
 * Required phone; an empty value gets the same 9-digit message, as the spec words only one.
 * Example: phoneSchema.parse('600100200') === '600100200'
 */
export const phoneSchema = z
  .string({ error: VALIDATION_MESSAGES.phone })
  .max(PHONE_LENGTH, { error: VALIDATION_MESSAGES.phone, abort: true })
  .regex(PHONE_PATTERN, VALIDATION_MESSAGES.phone);

/**
 * Optional phone: the empty string (an untouched input) is accepted, anything else must be 9 digits.
 * Example: optionalPhoneSchema.parse('') === ''
 */
export const optionalPhoneSchema = z
  .string({ error: VALIDATION_MESSAGES.phone })
  .max(PHONE_LENGTH, { error: VALIDATION_MESSAGES.phone, abort: true })
  .refine((value) => value === '' || isPhone(value), VALIDATION_MESSAGES.phone);
