/**
 * Scheduled e-mailed reports (issue 35 part 3): a user's subscription to one report they may download,
 * and one delivery row per (subscription, period). The delivery's unique key is the claim: the job
 * inserts it in the transaction that enqueues the e-mail, so two API processes send a period once.
 */
import { index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, createdAt, outboxMessages, users, version } from './schema';

export const reportSubscriptions = pgTable(
  'report_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** domain/reports/report-subscriptions.ts REPORT_KINDS */
    report: text('report').notNull(),
    /**
     * The railway company of a report whose download names one (the finance report, row 830); null
     * for the others. Its deletion ends the subscription.
     */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** 'weekly' (Monday) or 'monthly' (first working day) */
    frequency: text('frequency').notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One per (user, report, company); NULLS NOT DISTINCT so a report without a company stays one row.
  (t) => [
    unique('report_subscriptions_user_report_company').on(t.userId, t.report, t.companyId).nullsNotDistinct(),
  ],
);

export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => reportSubscriptions.id, { onDelete: 'cascade' }),
    /** The period's key, e.g. '2026-11' (monthly) or '2026-12-07' (the Monday of a weekly send). */
    period: text('period').notNull(),
    /** null: nothing was sent for the period (the subscriber had lost the right or the e-mail). */
    outboxMessageId: integer('outbox_message_id').references(() => outboxMessages.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('report_deliveries_subscription_period').on(t.subscriptionId, t.period),
    index('report_deliveries_subscription').on(t.subscriptionId, t.createdAt),
  ],
);
