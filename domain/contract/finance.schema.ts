/**
 * The finance wire contract (courses.md §3 Statistics, Cost rows, Company transport cost, Defined
 * kilometers; §7 bodies). Money in hundredths of a złoty, kilometres as numbers, time in seconds.
 */
import { z } from 'zod';
import { contextShape, hydraItemSchema } from './hydra.schema';
import { companyRefSchema } from './place.schema';

/** `POST financial_report/courses` answer: one company's sums, null when nothing was summed ('-'). */
export const financialStatisticsSchema = z.object({
  sumDistanceWithDefinedKilometers: z.number().nullable(),
  /** Hours. */
  sumDriverWaiting: z.number().nullable(),
  /** Motorway fees in hundredths. */
  sumDriverCosts: z.number().int().nullable(),
});
export type FinancialStatistics = z.output<typeof financialStatisticsSchema>;

/**
 * One month's costs of one transport company (`GET statistics/all-costs-from-accepted-and-finished-courses`).
 * A part with something to price but no price is null ('brak stawki', spec-decisions row 651), never 0.
 */
export const costRowSchema = z.object({
  /** 'YYYY-MM', Warsaw time. */
  month: z.string(),
  priceByKilometers: z.number().int().nullable(),
  priceByWaiting: z.number().int().nullable(),
  priceByMotorway: z.number().int(),
  transportCompanyName: z.string(),
  transportCompanyId: z.number(),
});
export type CostRow = z.output<typeof costRowSchema>;
export const costRowsSchema = z.array(costRowSchema);

/** A member of `GET api/company_transport_costs`. */
export const companyTransportCostSchema = hydraItemSchema.extend({
  id: z.number(),
  transportCompany: companyRefSchema,
  /**
   * Hundredths per kilometre: the railway company's own price, else the contractor link's stake in
   * force; null = neither ('brak stawki', spec-decisions row 650).
   */
  priceByKilometer: z.number().int().nullable(),
  /** Hundredths per waiting hour, the same way. */
  priceByWaiting: z.number().int().nullable(),
  version: z.number(),
});
export type CompanyTransportCost = z.output<typeof companyTransportCostSchema>;
export const companyTransportCostItemSchema = companyTransportCostSchema.extend(contextShape);

const placeRefSchema = z.object({ '@id': z.string(), id: z.number(), name: z.string() });

/** A member of `GET api/defined_kilometers`. */
export const definedKilometerSchema = hydraItemSchema.extend({
  id: z.number(),
  placeStart: placeRefSchema,
  placeEnd: placeRefSchema,
  kilometers: z.number().int(),
  /** Seconds. */
  time: z.number().int(),
  /** The owner's IRI; null for a global pair (spec-decisions row 600). */
  company: z.string().nullable().optional(),
  version: z.number(),
});
export type DefinedKilometer = z.output<typeof definedKilometerSchema>;
export const definedKilometerItemSchema = definedKilometerSchema.extend(contextShape);

/** `GET api/segment_route_details`: the estimated route between two places, to prefill the form. */
export const segmentRouteDetailsSchema = z.object({
  distance: z.number().nullable(),
  time: z.number().int().nullable(),
  timeAndDistanceSource: z.enum(['defined', 'estimated', 'fallback']),
});
export type SegmentRouteDetails = z.output<typeof segmentRouteDetailsSchema>;

/**
 * A member of `GET api/missing_defined_kilometers`: a place pair of the caller's company's segments
 * without defined kilometres, with the segments' estimate to prefill.
 */
export const missingDefinedKilometerSchema = z.object({
  placeStart: placeRefSchema,
  placeEnd: placeRefSchema,
  distance: z.number().nullable(),
  time: z.number().int().nullable(),
  segmentCount: z.number().int(),
});
export type MissingDefinedKilometer = z.output<typeof missingDefinedKilometerSchema>;
export const missingDefinedKilometersSchema = z.array(missingDefinedKilometerSchema);
