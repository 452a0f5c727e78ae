/**
 * The invoice on the wire (docs/api.md 'Invoices'): the server serializes through these, the SPA parses
 * with them. Money in grosze, quantities in thousandths, dates YYYY-MM-DD.
 */
import { z } from 'zod';
import { contextShape, hydraItemSchema } from './hydra.schema';

const ref = z.object({ '@id': z.string(), id: z.number(), name: z.string() });
const party = ref.extend({
  taxNumber: z.string(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  bankAccountNumber: z.string().nullable(),
});
const amounts = { net: z.number(), vat: z.number(), gross: z.number() };
const status = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(10)]);

export const invoiceListItemSchema = hydraItemSchema.extend({
  id: z.number(),
  number: z.string(),
  status,
  buyer: ref,
  issueDate: z.string(),
  sellDate: z.string(),
  paymentTo: z.string(),
  /** Null for paid or cancelled invoices (§4); negative when overdue. */
  daysLeft: z.number().nullable(),
  gross: z.number(),
});
export type InvoiceListItem = z.output<typeof invoiceListItemSchema>;

export const invoiceCourseWireSchema = z.object({
  '@id': z.string(),
  id: z.number(),
  day: z.string(),
  rideNumbers: z.array(z.string()),
  distance: z.number().nullable(),
  waitingHundredthsOfHour: z.number().nullable(),
  highwayCost: z.number().nullable(),
});
export type InvoiceCourseWire = z.output<typeof invoiceCourseWireSchema>;

export const invoiceSchema = invoiceListItemSchema.extend({
  seller: party,
  buyer: party,
  place: z.string(),
  kilometerStake: z.number(),
  waitStake: z.number(),
  invoiceItems: z.array(
    z.object({
      name: z.string(),
      quantityUnit: z.string(),
      tax: z.number(),
      price: z.number(),
      quantity: z.number(),
      ...amounts,
    }),
  ),
  vatSummary: z.array(z.object({ taxRate: z.number(), ...amounts })),
  totals: z.object(amounts),
  courses: z.array(invoiceCourseWireSchema),
  version: z.number(),
});
export const invoiceItemSchemaWire = invoiceSchema.extend(contextShape);
export type InvoiceWire = z.output<typeof invoiceSchema>;

/** `GET api/invoice_candidates?month=`: per buyer (the seller's principals) its stakes and courses. */
export const invoiceCandidatesSchema = z.object({
  month: z.string(),
  /** The seller's bank account too: the form warns before an invoice that does not say where to pay. */
  seller: ref.extend({ bankAccountNumber: z.string().nullable() }),
  buyers: z.array(
    z.object({
      buyer: ref,
      kilometerStake: z.number(),
      waitStake: z.number(),
      courses: z.array(invoiceCourseWireSchema),
    }),
  ),
});
export type InvoiceCandidates = z.output<typeof invoiceCandidatesSchema>;
