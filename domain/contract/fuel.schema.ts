/** Fuel companies, fuel cards and transactions as the API answers them (administration.md §2.7). */
import { z } from 'zod';
import { contextShape, hydraItemSchema } from './hydra.schema';

const refSchema = z.object({ '@id': z.string(), id: z.number() });

export const fuelCompanySchema = hydraItemSchema.extend({ id: z.number(), name: z.string() });

export const fuelCardSchema = hydraItemSchema.extend({
  id: z.number(),
  cardNumber: z.string(),
  fuelCardCompany: refSchema.extend({ name: z.string() }),
  company: refSchema,
  car: refSchema.extend({ registrationNumber: z.string() }).nullable(),
  /** The card's car's driver now (not in §2.7; for the transactions' driver filter). */
  driver: refSchema.extend({ name: z.string() }).nullable(),
  version: z.number(),
});
export const fuelCardItemSchema = fuelCardSchema.extend(contextShape);

/** Every amount is integer hundredths (grosze), shown with 2 decimals (domain/money.ts). */
export const transactionSchema = hydraItemSchema.extend({
  id: z.number(),
  transactionDate: z.string(),
  amount: z.number().int(),
  grossDiscount: z.number().int(),
  grossValueAfterDiscount: z.number().int(),
  netDiscount: z.number().int(),
  netValueAfterDiscount: z.number().int(),
  netValueBeforeDiscount: z.number().int(),
  fuelCard: refSchema.extend({ cardNumber: z.string(), fuelCardCompany: z.string() }),
  car: refSchema.extend({ registrationNumber: z.string() }).nullable(),
  driver: refSchema.extend({ name: z.string() }).nullable(),
});

/** The answer of POST /api/transactions/import: rows read, rows new (a re-import adds none). */
export const transactionImportSchema = hydraItemSchema.extend({
  ...contextShape,
  id: z.number(),
  format: z.enum(['csv', 'xlsx']),
  rowCount: z.number().int(),
  insertedCount: z.number().int(),
});

export type FuelCompany = z.output<typeof fuelCompanySchema>;
export type FuelCard = z.output<typeof fuelCardSchema>;
export type Transaction = z.output<typeof transactionSchema>;
export type TransactionImport = z.output<typeof transactionImportSchema>;
