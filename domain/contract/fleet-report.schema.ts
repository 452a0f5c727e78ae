/**
 * The wire contract of the fleet reports (`GET api/driver_reports`, `GET api/subcontractor_reports`;
 * docs/api.md 'Fleet reports'). Money in hundredths of a złoty, waiting in hundredths of an hour, km whole.
 */
import { z } from 'zod';

const hundredths = z.number().int();

export const fleetReportRowSchema = z.object({
  /** The ride's (the course's first ride's) day, Polish calendar YYYY-MM-DD. */
  day: z.string().nullable(),
  courseId: z.number().int(),
  /** The ride number; for a subcontractor's course bill, its rides' numbers joined with ', '. */
  rideNumber: z.string(),
  /** 'first place → last place' of the ride (of the course's first ride). */
  route: z.string().nullable(),
  distance: z.number().int().nullable(),
  waitingHundredthsOfHour: hundredths.nullable(),
  highwayCost: hundredths.nullable(),
  amount: hundredths.nullable(),
});
export type FleetReportRowWire = z.output<typeof fleetReportRowSchema>;

export const fleetReportTotalsSchema = z.object({
  rows: z.number().int(),
  distance: z.number().int(),
  waitingHundredthsOfHour: hundredths,
  highwayCost: hundredths,
  amount: hundredths,
  unpriced: z.number().int(),
});

export const fleetReportGroupSchema = z.object({
  /** The driver's user id, or the subcontractor's company id. */
  id: z.number().int(),
  name: z.string(),
  rows: z.array(fleetReportRowSchema),
  totals: fleetReportTotalsSchema,
});
export type FleetReportGroup = z.output<typeof fleetReportGroupSchema>;

export const fleetReportSchema = z.object({
  kind: z.enum(['drivers', 'subcontractors']),
  /** YYYY-MM. */
  month: z.string(),
  companyName: z.string().nullable(),
  groups: z.array(fleetReportGroupSchema),
  totals: fleetReportTotalsSchema,
});
export type FleetReport = z.output<typeof fleetReportSchema>;
