/**
 * The create form's values (/invoices/create): prices typed in złoty and quantities with a decimal
 * comma, turned into grosze and thousandths and then checked by the fields of the ONE invoice schema
 * (invoice.schema.ts) the server also applies (§5 "prices x100 on save", row 510).
 */
import { z } from 'zod';
import { parseMoney } from '../money';
import { REQUIRED } from '../validation/messages';
import { INVOICE_MESSAGES, invoiceCreateSchema, invoiceItemSchema } from './invoice.schema';
import { compactDecimal } from '../validation/polish-decimal';

const fields = invoiceCreateSchema.shape;
const item = invoiceItemSchema.shape;

/** '12,5' -> 12500 thousandths; NaN for anything else (the quantity rule then refuses it). */
export function parseQuantityMilli(value: string): number {
  const compact = compactDecimal(value);
  if (!/^[0-9]+(\.[0-9]{1,3})?$/.test(compact)) return Number.NaN;
  return Math.round(Number(compact) * 1000);
}

export const invoiceFormSchema = z
  .object({
    buyer: z.string({ error: REQUIRED }).min(1, REQUIRED),
    place: fields.place,
    issueDate: fields.issueDate,
    sellDate: fields.sellDate,
    paymentTo: fields.paymentTo,
    kilometerStake: fields.kilometerStake,
    waitStake: fields.waitStake,
    status: fields.status,
    invoiceItems: z
      .array(
        z.object({
          name: item.name,
          quantityUnit: item.quantityUnit,
          tax: item.tax,
          price: z
            .string()
            .transform((value) => parseMoney(value) ?? Number.NaN)
            .pipe(item.price),
          quantity: z.string().transform(parseQuantityMilli).pipe(item.quantity),
        }),
      )
      .min(1, INVOICE_MESSAGES.items),
    courses: z.array(z.string()).min(1, INVOICE_MESSAGES.courses),
  })
  .refine((value) => value.paymentTo >= value.issueDate, {
    path: ['paymentTo'],
    message: INVOICE_MESSAGES.paymentBeforeIssue,
  });
export type InvoiceFormInput = z.input<typeof invoiceFormSchema>;
export type InvoiceFormOutput = z.output<typeof invoiceFormSchema>;
