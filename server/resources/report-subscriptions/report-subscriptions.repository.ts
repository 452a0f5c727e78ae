/** The report_subscriptions rows of one user, with their last sent e-mail. */
import { and, eq, isNotNull, max } from 'drizzle-orm';
import type { ReportFrequency, ReportKind } from '../../../domain/reports/report-subscriptions';
import type { Db } from '../../db/client';
import { reportDeliveries, reportSubscriptions } from '../../db/report-subscriptions-schema';
import { outboxMessages } from '../../db/schema';

export interface StoredSubscription {
  report: string;
  frequency: string;
  lastSentAt: Date | null;
}

/** The user's subscriptions; lastSentAt is when the last e-mail for one was delivered. */
export async function subscriptionsOf(db: Db, userId: number): Promise<StoredSubscription[]> {
  return db
    .select({
      report: reportSubscriptions.report,
      frequency: reportSubscriptions.frequency,
      lastSentAt: max(outboxMessages.sentAt),
    })
    .from(reportSubscriptions)
    .leftJoin(reportDeliveries, eq(reportDeliveries.subscriptionId, reportSubscriptions.id))
    .leftJoin(
      outboxMessages,
      and(eq(outboxMessages.id, reportDeliveries.outboxMessageId), isNotNull(outboxMessages.sentAt)),
    )
    .where(eq(reportSubscriptions.userId, userId))
    .groupBy(reportSubscriptions.id);
}

/** Sets (or with null removes) the user's subscription to a report. */
export async function saveSubscription(
  db: Db,
  userId: number,
  report: ReportKind,
  frequency: ReportFrequency | null,
): Promise<void> {
  const mine = and(eq(reportSubscriptions.userId, userId), eq(reportSubscriptions.report, report));
  if (frequency === null) {
    await db.delete(reportSubscriptions).where(mine);
    return;
  }
  await db
    .insert(reportSubscriptions)
    .values({ userId, report, frequency })
    .onConflictDoUpdate({
      target: [reportSubscriptions.userId, reportSubscriptions.report],
      set: { frequency, updatedAt: new Date() },
    });
}
