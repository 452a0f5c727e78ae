/** The report_subscriptions rows of one user, with their last sent e-mail. */
import { and, eq, isNotNull, isNull, max } from 'drizzle-orm';
import type { ReportFrequency, ReportKind } from '../../../domain/reports/report-subscriptions';
import type { Db } from '../../db/client';
import { reportDeliveries, reportSubscriptions } from '../../db/report-subscriptions-schema';
import { companies, outboxMessages } from '../../db/schema';

export interface StoredSubscription {
  report: string;
  /** The railway company of a per-company report (row 830), else null. */
  company: { id: number; name: string } | null;
  frequency: string;
  lastSentAt: Date | null;
}

/** The user's subscriptions; lastSentAt is when the last e-mail for one was delivered. */
export async function subscriptionsOf(db: Db, userId: number): Promise<StoredSubscription[]> {
  const rows = await db
    .select({
      report: reportSubscriptions.report,
      companyId: reportSubscriptions.companyId,
      companyName: companies.name,
      frequency: reportSubscriptions.frequency,
      lastSentAt: max(outboxMessages.sentAt),
    })
    .from(reportSubscriptions)
    .leftJoin(companies, eq(companies.id, reportSubscriptions.companyId))
    .leftJoin(reportDeliveries, eq(reportDeliveries.subscriptionId, reportSubscriptions.id))
    .leftJoin(
      outboxMessages,
      and(eq(outboxMessages.id, reportDeliveries.outboxMessageId), isNotNull(outboxMessages.sentAt)),
    )
    .where(eq(reportSubscriptions.userId, userId))
    .groupBy(reportSubscriptions.id, companies.id);
  return rows.map(({ companyId, companyName, ...row }) => ({
    ...row,
    company: companyId === null ? null : { id: companyId, name: companyName ?? '' },
  }));
}

/** Sets (or with null removes) the user's subscription to a report (of one company, or null). */
export async function saveSubscription(
  db: Db,
  userId: number,
  report: ReportKind,
  companyId: number | null,
  frequency: ReportFrequency | null,
): Promise<void> {
  const mine = and(
    eq(reportSubscriptions.userId, userId),
    eq(reportSubscriptions.report, report),
    companyId === null ? isNull(reportSubscriptions.companyId) : eq(reportSubscriptions.companyId, companyId),
  );
  if (frequency === null) {
    await db.delete(reportSubscriptions).where(mine);
    return;
  }
  await db
    .insert(reportSubscriptions)
    .values({ userId, report, companyId, frequency })
    .onConflictDoUpdate({
      target: [reportSubscriptions.userId, reportSubscriptions.report, reportSubscriptions.companyId],
      set: { frequency, updatedAt: new Date() },
    });
}
