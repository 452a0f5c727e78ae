/**
 * `GET api/report_subscriptions` and `PUT api/report_subscriptions` (issue 35 part 3): the caller's own
 * scheduled e-mailed reports. Always the caller's; the body names no user, and a company only for a
 * report whose download names one (row 830), among the companies that download offers the caller.
 */
import { z } from 'zod';
import { REPORT_FREQUENCIES, REPORT_KINDS } from '../reports/report-subscriptions';
import { iriRef } from './iri';

const INVALID = 'Nieprawidłowa wartość';

export const reportSubscriptionSchema = z.object({
  report: z.enum(REPORT_KINDS),
  label: z.string(),
  /** The railway company of a per-company report (row 830), else null. */
  company: z.object({ '@id': z.string(), id: z.number(), name: z.string() }).nullable(),
  /** null: 'Nie wysyłaj'. */
  frequency: z.enum(REPORT_FREQUENCIES).nullable(),
  /** false: the roles no longer allow the report, nothing is sent (shown as inactive). */
  active: z.boolean(),
  /** The last e-mail's time, ISO 8601; null before the first one. */
  lastSentAt: z.string().nullable(),
});
export type ReportSubscription = z.infer<typeof reportSubscriptionSchema>;

export const reportSubscriptionsSchema = z.object({
  /** Where the reports go: the account's e-mail; null = none, nothing can be subscribed. */
  email: z.string().nullable(),
  reports: z.array(reportSubscriptionSchema),
});
export type ReportSubscriptions = z.infer<typeof reportSubscriptionsSchema>;

export const reportSubscriptionBodySchema = z.object({
  report: z.enum(REPORT_KINDS, { error: INVALID }),
  frequency: z.enum(['none', ...REPORT_FREQUENCIES], { error: INVALID }),
  /** The company IRI of a per-company report; absent or null for the others. */
  company: iriRef('companies', INVALID).nullish(),
});
export type ReportSubscriptionBody = z.input<typeof reportSubscriptionBodySchema>;

/** Row 797: the 422 of a subscription without an e-mail address on the account. */
export const NO_EMAIL_MESSAGE = 'Najpierw podaj adres e-mail w ustawieniach (Adres e-mail).';
/** Row 830: a per-company report without a company, or with one its download does not offer. */
export const COMPANY_CHOICE_MESSAGE = 'Wybierz firmę, dla której możesz pobrać ten raport.';
