/**
 * The kilometer settlement's wire shapes (issue 11; docs/api.md 'Kilometer settlement'): a kilometer
 * ride's report and amount, the month's list with its totals, and the bulk 'Rozliczono' answer. The
 * server serializes through these and the SPA parses with them. Money in hundredths, distance in km.
 */
import { z } from 'zod';
import { MONTH_PATTERN } from '../settlement/kilometer-month';
import { hydraCollectionSchema, hydraItemSchema, contextShape } from './hydra.schema';
import { RESOURCES } from './iri';

const nullableInt = z.number().int().nullable();
const ref = z.object({ id: z.number(), name: z.string() });

export const kilometerSettlementSchema = hydraItemSchema.extend({
  '@type': z.literal('KilometerSettlement'),
  /** The kilometer ride's IRI. */
  ride: z.string(),
  rideId: z.number(),
  courseId: z.number(),
  number: z.string(),
  status: z.string(),
  startsAt: z.string().nullable(),
  company: ref,
  /** Who drove (the course's creator); null for a course without one. */
  employee: ref.nullable(),
  /** Sum of the segments' computed kilometres. */
  computedDistance: z.number().nullable(),
  /** The report: km to settle, highway cost, comment; null before it is sent. */
  distance: nullableInt,
  highwayCost: nullableInt,
  comment: z.string().nullable(),
  /** The company's reason for 'Niezgodność w rozliczeniu'. */
  inconsistencyComment: z.string().nullable(),
  /** The employee group's kilometer rate valid on the ride's day; null: 'brak stawki'. */
  kilometerRate: nullableInt,
  /** km x rate + highway cost; null without a report or a stake. */
  amount: nullableInt,
  /** The ride's version: the body `version` of its writes. */
  version: z.number(),
});
export const kilometerSettlementItemSchema = kilometerSettlementSchema.extend(contextShape);

export const kilometerMonthTotalsSchema = z.object({
  rides: z.number().int(),
  distance: z.number().int(),
  highwayCost: z.number().int(),
  amount: z.number().int(),
  unpriced: z.number().int(),
});

/** `GET api/kilometer_settlements?month=YYYY-MM`: the month's rides, totals and the filters' choices. */
export const kilometerSettlementCollectionSchema = hydraCollectionSchema(kilometerSettlementSchema).extend({
  month: z.string().regex(MONTH_PATTERN),
  totals: kilometerMonthTotalsSchema,
  /** Companies and employees among the month's rides before the company/employee filters. */
  companies: z.array(ref),
  employees: z.array(ref),
});

const rideIri = new RegExp(`^/api/${RESOURCES.kilometerRide}/[1-9][0-9]{0,9}$`);

export const BULK_SETTLE_KM_MESSAGES = {
  rides: 'Wybierz przejazdy do rozliczenia',
} as const;

/** `POST api/kilometer_settlements/settle`: the chosen rides, each once. */
export const kilometerBulkSettleBodySchema = z.object({
  rides: z
    .array(z.string().regex(rideIri, BULK_SETTLE_KM_MESSAGES.rides), { error: BULK_SETTLE_KM_MESSAGES.rides })
    .min(1, BULK_SETTLE_KM_MESSAGES.rides)
    .max(500, BULK_SETTLE_KM_MESSAGES.rides),
});

export const kilometerBulkSettleResultSchema = z.object({ settled: z.number().int(), message: z.string() });

export type KilometerSettlement = z.output<typeof kilometerSettlementSchema>;
export type KilometerSettlementCollection = z.output<typeof kilometerSettlementCollectionSchema>;
export type KilometerBulkSettleResult = z.output<typeof kilometerBulkSettleResultSchema>;
