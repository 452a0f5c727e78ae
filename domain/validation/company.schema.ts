import { z } from 'zod';
import { optionalCompanyEmailSchema } from './email';
import { REQUIRED, VALIDATION_MESSAGES } from './messages';
import { optionalPhoneSchema } from './phone';

/** NIP (tax number): exactly 10 digits, max length 10 (§5, §9). */
export const NIP_LENGTH = 10;
/** Polish zip code, dd-ddd. */
export const ZIP_CODE_PATTERN = /^[0-9]{2}-[0-9]{3}$/;
/** Not in the spec; a generous cap so huge strings are refused before they reach the database. */
export const COMPANY_TEXT_MAX_LENGTH = 255;

const DIGITS = /^[0-9]*$/;

/**
 * NIP: required, digits only, exactly 10; one message at a time, in that order.
 * Example: nipSchema.parse('5261040828') === '5261040828'; '526-104-08-28' -> 'NIP firmy powinien składać się tylko z cyfr'
 */
export const nipSchema = z
  .string({ error: REQUIRED })
  .min(1, { error: REQUIRED, abort: true })
  .regex(DIGITS, { error: VALIDATION_MESSAGES.nipDigitsOnly, abort: true })
  .length(NIP_LENGTH, VALIDATION_MESSAGES.nipLength);

/**
 * Required zip code in the dd-ddd format.
 * Example: zipCodeSchema.parse('00-950') === '00-950'; '00950' -> 'Kod pocztowy powinien zgadzać się z formatem dd-ddd'
 */
export const zipCodeSchema = z
  .string({ error: REQUIRED })
  .min(1, { error: REQUIRED, abort: true })
  .regex(ZIP_CODE_PATTERN, VALIDATION_MESSAGES.zipCode);

/** Required text, trimmed, with the shared message 'Pole jest wymagane'. */
export const requiredText = (max = COMPANY_TEXT_MAX_LENGTH) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .max(max, VALIDATION_MESSAGES.tooLongFor(max));

/**
 * Create company form (railway, transport, contractor and principal add forms).
 * Example: createCompanySchema.parse({ taxNumber: '5261040828', name: 'PKP', headquartersStreet: 'Aleje 1',
 *   headquartersZipCode: '00-950', headquartersCity: 'Warszawa', email: '', phone: '' })
 */
export const createCompanySchema = z.object({
  taxNumber: nipSchema,
  name: requiredText(),
  headquartersStreet: requiredText(),
  headquartersZipCode: zipCodeSchema,
  headquartersCity: requiredText(),
  email: optionalCompanyEmailSchema.optional(),
  phone: optionalPhoneSchema.optional(),
});
export type CreateCompanyInput = z.infer<typeof createCompanySchema>;
