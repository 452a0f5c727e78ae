/**
 * Request bodies of the finance calls (courses.md §7), read by the server and built by the SPA from
 * the same schemas.
 */
import { z } from 'zod';
import { MAX_ROW_ID, iriRef } from '../contract/iri';
import { REQUIRED, VALIDATION_MESSAGES } from '../validation/messages';
import { parseDateTime } from '../warsaw-time';

const INVALID = 'Nieprawidłowa wartość';
const rowId = z.number({ error: INVALID }).int(INVALID).min(1, INVALID).max(MAX_ROW_ID, INVALID);

/** 'YYYY-MM-DD HH:mm:ss' (or with a T), Warsaw time unless it names an offset; null = no bound. */
const boundary = z
  .string({ error: INVALID })
  .max(40, INVALID)
  .transform((value, ctx) => {
    const at = parseDateTime(value.trim().replace(' ', 'T'));
    if (at) return at;
    ctx.addIssue({ code: 'custom', message: INVALID });
    return z.NEVER;
  })
  .nullish()
  .transform((value) => value ?? null);

/**
 * `POST financial_report/courses` and `…/xls`: one company per call (the first of company_ids is read,
 * §7); the base transport company is the caller's own (§9), another one is refused.
 */
export const financialReportRequestSchema = z.object({
  base_transport_company_ids: z.array(rowId).max(50, INVALID).optional(),
  course_statuses: z
    .array(z.number({ error: INVALID }).int(INVALID))
    .max(20, INVALID)
    .optional(),
  company_approved: z
    .boolean({ error: INVALID })
    .nullish()
    .transform((value) => value ?? null),
  started_at_from: boundary,
  started_at_to: boundary,
  company_ids: z.array(rowId, { error: REQUIRED }).min(1, REQUIRED).max(50, INVALID),
});
export type FinancialReportRequest = z.output<typeof financialReportRequestSchema>;
export type FinancialReportBody = z.input<typeof financialReportRequestSchema>;

const kilometers = z
  .number({ error: VALIDATION_MESSAGES.kilometersRequired })
  .int(VALIDATION_MESSAGES.integer)
  .min(0, VALIDATION_MESSAGES.integer)
  .max(100_000, VALIDATION_MESSAGES.integer);
const seconds = z
  .number({ error: VALIDATION_MESSAGES.timeRequired })
  .int(VALIDATION_MESSAGES.timeFormat)
  .min(0, VALIDATION_MESSAGES.timeFormat)
  .max(24 * 3600 - 60, VALIDATION_MESSAGES.timeFormat);

/**
 * `POST api/defined_kilometers` / `PUT api/defined_kilometers/{id}`: the wire form of
 * definedKilometersSchema (the same messages; kilometres integer, time in seconds under 24 h as
 * 'HH:MM' allows) plus the place pair.
 */
export const definedKilometersBodySchema = z
  .object({
    placeStart: iriRef('abstract_places', REQUIRED),
    placeEnd: iriRef('abstract_places', REQUIRED),
    kilometers,
    time: seconds,
    version: z.number().int().min(1).max(MAX_ROW_ID).nullish(),
  })
  .refine((body) => body.placeStart !== body.placeEnd, {
    message: 'Miejsce początkowe i końcowe muszą być różne',
    path: ['placeEnd'],
  });
export type DefinedKilometersBody = z.input<typeof definedKilometersBodySchema>;

/**
 * `PUT api/company_transport_costs/{id}`: hundredths, min 0 (the rate message of §5); null = no own
 * price, the contractor link's stake applies (spec-decisions row 650).
 */
export const companyTransportCostBodySchema = z.object({
  priceByKilometer: z
    .number({ error: VALIDATION_MESSAGES.rate })
    .int(VALIDATION_MESSAGES.rate)
    .min(0, VALIDATION_MESSAGES.rate)
    .max(1_000_000, INVALID)
    .nullable(),
  priceByWaiting: z
    .number({ error: VALIDATION_MESSAGES.rate })
    .int(VALIDATION_MESSAGES.rate)
    .min(0, VALIDATION_MESSAGES.rate)
    .max(10_000_000, INVALID)
    .nullable(),
  version: z.number().int().min(1).max(MAX_ROW_ID).nullish(),
});
export type CompanyTransportCostBody = z.input<typeof companyTransportCostBodySchema>;
