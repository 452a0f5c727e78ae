/**
 * The person block shared by the passenger, driver and user forms and their routes (administration.md
 * §3 User, §4 phone list, §5): first name, surname, an optional e-mail and phones with exactly one
 * default. One schema: the dialogs validate with it, the server parses request bodies with it.
 */
import { z } from 'zod';
import { polishAndGermanPhones } from '../phone/polish-and-german-phones';
import { optionalEmailSchema } from '../validation/email';
import { REQUIRED_IN_DIALOG, VALIDATION_MESSAGES } from '../validation/messages';
import { isPhone, phoneSchema } from '../validation/phone';

export const PERSON_NAME_MAX_LENGTH = 100;
/** Not in the spec: more phones than anybody has, so a body cannot carry thousands. */
export const MAX_PHONES = 10;

export const PHONE_LIST_MESSAGES = {
  oneDefault: 'Wybierz jeden domyślny numer telefonu',
  duplicate: 'Ten numer telefonu jest już na liście',
  tooMany: `Można podać najwyżej ${MAX_PHONES} numerów telefonu`,
} as const;

const personName = z
  .string({ error: REQUIRED_IN_DIALOG })
  .trim()
  .min(1, { error: REQUIRED_IN_DIALOG, abort: true })
  .max(PERSON_NAME_MAX_LENGTH, VALIDATION_MESSAGES.tooLongFor(PERSON_NAME_MAX_LENGTH));

/**
 * One phone of the list: 9 digits that libphonenumber-js reads as a Polish number (§5, courses.md §9).
 * `id` is the stored phone's (`/api/user_phones/{id}`) when editing, absent for a new one.
 */
export const phoneEntrySchema = z.object({
  id: z.number().int().positive().optional(),
  // The libphonenumber check only once the 9 digits are there: one message per wrong number, not two.
  phone: phoneSchema.refine(
    (value) => !isPhone(value) || polishAndGermanPhones.toE164(value) !== null,
    VALIDATION_MESSAGES.phone,
  ),
  main: z.boolean(),
});
export type PhoneEntry = z.output<typeof phoneEntrySchema>;

/**
 * Phones of a person (§4): may be empty; otherwise exactly one default, no number twice. The message of
 * a missing default goes on the first entry's `main`, of a repeated number on the repeat.
 * Example: phoneListSchema.parse([{ phone: '600100200', main: true }, { phone: '600100201', main: false }])
 */
export const phoneListSchema = z
  .array(phoneEntrySchema)
  .max(MAX_PHONES, PHONE_LIST_MESSAGES.tooMany)
  .superRefine((phones, ctx) => {
    if (phones.length > 0 && phones.filter((entry) => entry.main).length !== 1)
      ctx.addIssue({ code: 'custom', path: [0, 'main'], message: PHONE_LIST_MESSAGES.oneDefault });
    phones.forEach((entry, index) => {
      if (phones.findIndex((other) => other.phone === entry.phone) !== index)
        ctx.addIssue({ code: 'custom', path: [index, 'phone'], message: PHONE_LIST_MESSAGES.duplicate });
    });
  });

/**
 * Makes `index` the one default: setting a phone as main unsets main on all others (§4).
 * Example: withDefaultPhone([{ phone: 'a', main: true }, { phone: 'b', main: false }], 1)[0].main === false
 */
export function withDefaultPhone<T extends { main: boolean }>(phones: readonly T[], index: number): T[] {
  return phones.map((entry, at) => ({ ...entry, main: at === index }));
}

/** §4: a phone can be removed only while at least two exist. */
export const canRemovePhone = (phones: readonly unknown[]) => phones.length >= 2;

/**
 * Removes the phone at `index`; when it was the default, the first remaining one becomes the default.
 * Example: withoutPhone([{ phone: 'a', main: true }, { phone: 'b', main: false }], 0) -> [{ phone: 'b', main: true }]
 */
export function withoutPhone<T extends { main: boolean }>(phones: readonly T[], index: number): T[] {
  const rest = phones.filter((_, at) => at !== index);
  return rest.some((entry) => entry.main) ? rest : withDefaultPhone(rest, 0);
}

/** The person block: dialogs' 'Pole wymagane' names, an optional e-mail ('' = none), the phones. */
export const userBlockSchema = z.object({
  firstname: personName,
  surname: personName,
  email: optionalEmailSchema,
  phones: phoneListSchema,
});
export type UserBlockInput = z.output<typeof userBlockSchema>;

/** The phone a person is reached at: the default one, else the first. */
export function defaultPhone<T extends { main: boolean }>(phones: readonly T[]): T | undefined {
  return phones.find((entry) => entry.main) ?? phones[0];
}
