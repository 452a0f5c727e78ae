/**
 * The company form and `POST api/companies` / `PUT api/companies/{id}` bodies (administration.md §3,
 * §5): the shared createCompanySchema (NIP, name, street, zip, city, e-mail, phone with the §5
 * messages) plus the bank account, the transport flag and courseEmployeeSmsNotification. The form and
 * the server parse with this same schema.
 */
import { z } from 'zod';
import { createCompanySchema } from '../validation/company.schema';

/** Polish account number (NRB): 26 digits; spaces as people type them are dropped. */
export const BANK_ACCOUNT_DIGITS = 26;
/** Not worded by the spec (row 192). */
export const BANK_ACCOUNT_MESSAGE = 'Numer konta bankowego powinien składać się z 26 cyfr';

/**
 * Optional bank account: '' or absent is null, otherwise 26 digits once spaces are removed.
 * Example: bankAccountSchema.parse('61 1090 1014 0000 0712 1981 2874') === '61109010140000071219812874'
 */
export const bankAccountSchema = z
  .string({ error: BANK_ACCOUNT_MESSAGE })
  .max(64, BANK_ACCOUNT_MESSAGE)
  .transform((value) => value.replace(/\s+/g, ''))
  .refine(
    (value) => value === '' || new RegExp(`^[0-9]{${BANK_ACCOUNT_DIGITS}}$`).test(value),
    BANK_ACCOUNT_MESSAGE,
  )
  .nullish()
  .transform((value) => (value ? value : null));

const INVALID = 'Nieprawidłowa wartość';

export const companyBodySchema = createCompanySchema.extend({
  bankAccountNumber: bankAccountSchema,
  isTransportCompany: z.boolean({ error: INVALID }).default(false),
  courseEmployeeSmsNotification: z.boolean({ error: INVALID }).default(false),
  /** PUT only: the version the editor loaded (409 when stale); If-Match works as well. */
  version: z.number({ error: INVALID }).int(INVALID).min(1, INVALID).nullish(),
});
export type CompanyBody = z.input<typeof companyBodySchema>;
export type CompanyRequest = z.output<typeof companyBodySchema>;

/**
 * The notice after a company was created (administration.md §8): by the chosen type. 'Nowa firma
 * została dodana' is for a company of no chosen type, which this form never sends (row 190).
 * Example: companyCreatedNotice(true) === 'Nowa firma transportowa została dodana'
 */
export function companyCreatedNotice(isTransportCompany: boolean | null): string {
  if (isTransportCompany === null) return 'Nowa firma została dodana';
  return isTransportCompany ? 'Nowa firma transportowa została dodana' : 'Nowa firma kolejowa została dodana';
}

/** The type column of the list. */
export const companyTypeLabel = (isTransportCompany: boolean) =>
  isTransportCompany ? 'Firma transportowa' : 'Firma kolejowa';
