/**
 * The invoice a transport company writes (administration.md §3 Invoice, §5): ONE schema for the create
 * form (react-hook-form + zod) and `POST api/invoices`. Money in grosze, quantities in thousandths
 * (row 505); the form turns what is typed in złoty into grosze before it validates (§5 "prices x100").
 */
import { z } from 'zod';
import { iriRef } from '../contract/iri';
import { isIsoDate } from '../dates';
import { REQUIRED, VALIDATION_MESSAGES } from '../validation/messages';
import { rateSchema } from '../validation/rates';
import { INVOICE_TAX_RATES } from './invoice-defaults';
import { INVOICE_STATUSES } from './invoice-status';

export const INVOICE_MESSAGES = {
  invalidCompany: 'Nieprawidłowa firma',
  invalidCourse: 'Nieprawidłowy kurs',
  items: 'Faktura musi mieć co najmniej jedną pozycję',
  courses: 'Wybierz co najmniej jeden kurs',
  taxRate: 'Stawka VAT musi wynosić 8% lub 23%',
  quantity: 'Ilość musi być liczbą większą niż 0',
  price: 'Cena musi być kwotą od 0 zł',
  paymentBeforeIssue: 'Termin płatności nie może być wcześniejszy niż data wystawienia',
  courseTaken: 'Kurs jest już zafakturowany',
  /** A course an invoice lists (also a cancelled one) stays: the invoice is a document as issued (row 525). */
  courseOnInvoice: 'Nie można usunąć kursu, który jest na fakturze',
  courseNotSettled: 'Kurs nie jest rozliczony przez firmę kolejową',
  buyerNotPrincipal: 'Nabywca nie jest firmą obsługiwaną przez sprzedawcę',
  /** The empty 'Nabywca' picker says where buyers come from (row 698): one confirmed link, 'Moja firma'. */
  noBuyers:
    'Brak firm do zafakturowania. Nabywcą może być firma kolejowa, z którą Twoja firma ma potwierdzone powiązanie (Ustawienia → Moja firma).',
  /** Issue 31: an invoice without the seller's account does not say where to pay (page and form). */
  noSellerAccount:
    'Sprzedawca nie ma numeru konta bankowego, więc faktura nie mówi, dokąd zapłacić. Uzupełnij go w danych firmy.',
  status: 'Nieprawidłowy status faktury',
} as const;

const text = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, VALIDATION_MESSAGES.tooLongFor(max));
const day = z.string({ error: REQUIRED }).refine(isIsoDate, VALIDATION_MESSAGES.dateFormat);
/** Up to 10 million per line, so a line's product stays an exact integer. */
const MAX_QUANTITY_MILLI = 10_000_000_000;
const MAX_PRICE = 100_000_000;

export const invoiceItemSchema = z.object({
  name: text(200),
  quantityUnit: text(20),
  tax: z
    .number({ error: INVOICE_MESSAGES.taxRate })
    .refine((rate) => (INVOICE_TAX_RATES as readonly number[]).includes(rate), INVOICE_MESSAGES.taxRate),
  /** Net unit price, grosze. */
  price: z
    .number({ error: INVOICE_MESSAGES.price })
    .int(INVOICE_MESSAGES.price)
    .min(0, INVOICE_MESSAGES.price)
    .max(MAX_PRICE, INVOICE_MESSAGES.price),
  /** Thousandths of the unit. */
  quantity: z
    .number({ error: INVOICE_MESSAGES.quantity })
    .int(INVOICE_MESSAGES.quantity)
    .min(1, INVOICE_MESSAGES.quantity)
    .max(MAX_QUANTITY_MILLI, INVOICE_MESSAGES.quantity),
});
export type InvoiceItemInput = z.infer<typeof invoiceItemSchema>;

export const invoiceCreateSchema = z
  .object({
    seller: iriRef('companies', INVOICE_MESSAGES.invalidCompany),
    buyer: iriRef('companies', INVOICE_MESSAGES.invalidCompany),
    place: text(200),
    issueDate: day,
    sellDate: day,
    paymentTo: day,
    kilometerStake: rateSchema,
    waitStake: rateSchema,
    /** 1 Proforma or 2 Wystawiona: a new invoice starts in one of these. */
    status: z
      .number({ error: INVOICE_MESSAGES.status })
      .refine((value) => value === 1 || value === 2, INVOICE_MESSAGES.status),
    invoiceItems: z.array(invoiceItemSchema).min(1, INVOICE_MESSAGES.items).max(50, INVOICE_MESSAGES.items),
    courses: z
      .array(iriRef('taxi_courses', INVOICE_MESSAGES.invalidCourse))
      .min(1, INVOICE_MESSAGES.courses)
      .max(500, INVOICE_MESSAGES.courses),
  })
  .refine((value) => value.paymentTo >= value.issueDate, {
    path: ['paymentTo'],
    message: INVOICE_MESSAGES.paymentBeforeIssue,
  });
export type InvoiceCreateInput = z.infer<typeof invoiceCreateSchema>;

/** 'Zmień miejsce wystawienia' (row 509): the show page's form and the place of the PUT below. */
export const invoicePlaceSchema = z.object({ place: text(200) });
export type InvoicePlaceInput = z.infer<typeof invoicePlaceSchema>;

/** `PUT api/invoices/{id}`: the place and/or a status move, with the version read (ADR 003). */
export const invoiceUpdateSchema = z.object({
  place: invoicePlaceSchema.shape.place.optional(),
  status: z
    .number({ error: INVOICE_MESSAGES.status })
    .refine((value) => (INVOICE_STATUSES as readonly number[]).includes(value), INVOICE_MESSAGES.status)
    .optional(),
});
