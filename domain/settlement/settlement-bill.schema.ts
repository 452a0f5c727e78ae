/**
 * The settlement figures of §5 (distance required, whole, min 0; waiting hours, highway cost and
 * comment optional, numbers min 0): one schema for every bill typed by a person — the driver's report
 * on /kurs/:token, the 'Edytuj rozliczenie' dialog and the server's `PUT api/taxi_courses/{id}/settlement`.
 * Values are as typed (km, hours, złoty); the server stores hundredths (`billToStored`).
 */
import { z } from 'zod';
import { MAX_ROW_ID } from '../contract/iri';
import { toHundredths } from '../money';
import { inconsistencySchema } from './inconsistency.schema';

export const SETTLEMENT_BILL_MESSAGES = {
  required: 'Pole wymagane',
  distanceMin: 'Minimalna liczba przejechanych km to 0',
  distanceInteger: 'Liczba przejechanych km musi być liczbą całkowitą',
  notNegative: 'Wartość nie może być ujemna',
  number: 'Podaj liczbę',
  tooLong: 'Komentarz może mieć najwyżej 1000 znaków',
} as const;

const MAX_KM = 100_000;
const MAX_HOURS = 1_000;
const MAX_MONEY = 1_000_000;
const M = SETTLEMENT_BILL_MESSAGES;

/** Empty form fields arrive as '' or null; both mean "not given". */
const optionalAmount = (max: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.number({ error: M.number }).min(0, M.notNegative).max(max, M.number).nullable(),
  );

export const settlementBillSchema = z.object({
  distance: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.number({ error: M.required }).int(M.distanceInteger).min(0, M.distanceMin).max(MAX_KM, M.number),
  ),
  /** Hours, e.g. 1.5. */
  waitingHours: optionalAmount(MAX_HOURS),
  /** Złoty, e.g. 23.40; stored in hundredths. */
  highwayCost: optionalAmount(MAX_MONEY),
  comment: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().max(1000, M.tooLong).nullish(),
  ),
});

export type SettlementBillInput = z.input<typeof settlementBillSchema>;
export type SettlementBill = z.output<typeof settlementBillSchema>;

/** A bill as stored and sent: distance km, waiting in hundredths of an hour, highway cost in hundredths. */
export interface StoredBill {
  distance: number | null;
  waitingHundredthsOfHour: number | null;
  highwayCost: number | null;
  comment: string | null;
}

/**
 * A typed bill to the stored one (hundredths, rounded once).
 * Example: billToStored({ distance: 10, waitingHours: 1.5, highwayCost: 23.4, comment: null })
 *   -> { distance: 10, waitingHundredthsOfHour: 150, highwayCost: 2340, comment: null }
 */
export function billToStored(bill: SettlementBill): StoredBill {
  return {
    distance: bill.distance,
    waitingHundredthsOfHour: bill.waitingHours === null ? null : toHundredths(bill.waitingHours),
    highwayCost: bill.highwayCost === null ? null : toHundredths(bill.highwayCost),
    comment: bill.comment ?? null,
  };
}

/** The stored bill back into the dialog's fields (for editing and for copying the driver's values). */
export function storedToInput(bill: StoredBill): SettlementBillInput {
  return {
    distance: bill.distance ?? '',
    waitingHours: bill.waitingHundredthsOfHour === null ? '' : bill.waitingHundredthsOfHour / 100,
    highwayCost: bill.highwayCost === null ? '' : bill.highwayCost / 100,
    comment: bill.comment ?? '',
  } as SettlementBillInput;
}

/** `PUT api/taxi_courses/{id}/settlement`: the bills the writer's drawer edits (row 147), as typed. */
export const settlementWriteSchema = z.object({
  version: z.number().int().min(1).nullish(),
  rides: z
    .array(settlementBillSchema.extend({ id: z.number().int().min(1).max(MAX_ROW_ID) }))
    .max(100)
    .optional(),
  billForDriver: settlementBillSchema.optional(),
  billForSubcontractor: settlementBillSchema.optional(),
});
export type SettlementWrite = z.output<typeof settlementWriteSchema>;

/** 'zgłoś niezgodność': the shared reason rule (inconsistency.schema.ts) with the ride's optional version. */
export const taxiInconsistencySchema = inconsistencySchema.extend({
  version: z.number().int().min(1).nullish(),
});
