import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';

/** Longest address a mailbox can have (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * True for a plausible e-mail address (zod's practical e-mail pattern).
 * Example: isEmail('jan.kowalski@example.pl') === true; isEmail('jan@') === false
 */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && z.regexes.email.test(value);
}

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => isEmail(value), message);

const optionalEmail = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => value === '' || isEmail(value), message);

/**
 * Required e-mail, surrounding spaces trimmed.
 * Example: emailSchema.parse(' jan@example.pl ') === 'jan@example.pl'
 */
export const emailSchema = email(VALIDATION_MESSAGES.email);

/** Optional e-mail: '' is accepted. Example: optionalEmailSchema.parse('') === '' */
export const optionalEmailSchema = optionalEmail(VALIDATION_MESSAGES.email);

/** Optional e-mail of the create-company form, with its own message 'Adres email nie jest prawidłowy'. */
export const optionalCompanyEmailSchema = optionalEmail(VALIDATION_MESSAGES.companyEmail);
