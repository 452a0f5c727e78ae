/**
 * The driver dialog ('Dodaj kierowcę' / 'Edytuj kierowcę', issue 12) and `POST/PUT api/drivers`: the
 * person block (user-block.schema.ts) plus the transport company (picked by managers only, row 212),
 * the starting base and 'Zatrudniony od'. Both are optional (row 214).
 */
import { z } from 'zod';
import { RESOURCES, iriId, type Resource } from '../contract/iri';
import { isIsoDate } from '../dates';
import { REQUIRED_IN_DIALOG, VALIDATION_MESSAGES } from '../validation/messages';
import { requirePhoneOrEmail } from '../validation/phone-or-email';
import { userBlockSchema } from './user-block.schema';

const INVALID = 'Nieprawidłowa wartość';

/** '' or null is none; otherwise the IRI of one `resource`, read as its id. */
const optionalRef = (resource: Resource) =>
  z
    .string({ error: INVALID })
    .max(200, INVALID)
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return null;
      const id = iriId(value, resource);
      if (id !== null) return id;
      ctx.addIssue({ code: 'custom', message: INVALID });
      return z.NEVER;
    });

/** '' or null is none; otherwise a real day 'YYYY-MM-DD'. */
const optionalDay = z
  .string({ error: VALIDATION_MESSAGES.dateFormat })
  .trim()
  .nullish()
  .refine((value) => !value || isIsoDate(value), VALIDATION_MESSAGES.dateFormat)
  .transform((value) => (value ? value : null));

/** Without the manager's company rule: the server's declared body (the service adds the rule). */
export const driverFields = userBlockSchema.extend({
  transportCompany: optionalRef(RESOURCES.company),
  startingBase: optionalRef(RESOURCES.startingBase),
  employedSince: optionalDay,
});

/**
 * `picksCompany`: the user is a manager and must name the transport company ('Pole wymagane');
 * a transport company's drivers get its own (the field is left out). A phone or an e-mail is required
 * (administration.md §5; the server's `assertReachable` says the same).
 * Example: driverFormSchema(true).safeParse({ firstname: 'Jan', surname: 'Nowak', email: '',
 *   phones: [], transportCompany: '' }).success === false
 */
export const driverFormSchema = (picksCompany: boolean) =>
  driverFields.superRefine((value, ctx) => {
    if (picksCompany && value.transportCompany === null)
      ctx.addIssue({ code: 'custom', path: ['transportCompany'], message: REQUIRED_IN_DIALOG });
    requirePhoneOrEmail()(value, ctx);
  });

export type DriverFormInput = z.input<typeof driverFields>;
export type DriverFormData = z.output<typeof driverFields>;
