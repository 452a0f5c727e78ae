/** `GET api/abstract_course/settle`: how many courses were accepted in bulk, and the notice to show. */
import { z } from 'zod';

export const bulkSettleResultSchema = z.object({ settled: z.number().int().min(0), message: z.string() });
export type BulkSettleResult = z.output<typeof bulkSettleResultSchema>;

/** A stored bill on the wire: km, hundredths of an hour, hundredths of a złoty (docs/api.md). */
const storedBillSchema = z.object({
  distance: z.number().int().nullable(),
  waitingHundredthsOfHour: z.number().int().nullable(),
  highwayCost: z.number().int().nullable(),
  comment: z.string().nullable(),
});

const stakeSchema = z.object({
  kilometerRate: z.number().int(),
  waitHourRate: z.number().int(),
  validFrom: z.string(),
});

/** `GET api/taxi_courses/{id}/settlement`: the viewer's settlement drawer (rows 146-152). */
export const taxiSettlementSchema = z.object({
  courseId: z.number().int(),
  view: z.enum(['customer', 'contractor', 'contractorWithSubcontractor', 'subcontractor']),
  companyId: z.number().int(),
  contractorId: z.number().int().nullable(),
  subcontractorId: z.number().int().nullable(),
  driverId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  contractorName: z.string().nullable(),
  subcontractorName: z.string().nullable(),
  driverName: z.string().nullable(),
  /** An active invoice lists the course: its settlement stands still (row 810). */
  invoiced: z.boolean(),
  rides: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      status: z.string(),
      /** The ride's first stop day, Polish calendar. */
      day: z.string().nullable(),
      distanceSum: z.number().nullable(),
      /** The client's figures (`*ToSettled`); null where the view does not see them. */
      toSettled: storedBillSchema.nullable(),
      /** Hundredths; null: 'brak stawki' or nothing to price. */
      amount: z.number().int().nullable(),
    }),
  ),
  /** The rides' totals row (2 rides or more) and their total amount. */
  totals: storedBillSchema.omit({ comment: true }).nullable(),
  totalAmount: z.number().int().nullable(),
  clientStake: stakeSchema.nullable(),
  billFromDriver: storedBillSchema.nullable(),
  billForDriver: storedBillSchema.nullable(),
  billForSubcontractor: storedBillSchema.nullable(),
  billForSubcontractorAmount: z.number().int().nullable(),
  subcontractorStake: stakeSchema.nullable(),
  history: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      userName: z.string().nullable(),
      rideNumber: z.string().nullable(),
      field: z.string(),
      fromValue: z.string().nullable(),
      toValue: z.string().nullable(),
    }),
  ),
});
export type TaxiSettlement = z.output<typeof taxiSettlementSchema>;
export type WireBill = z.output<typeof storedBillSchema>;
