/**
 * The scheduled-reports job (issue 35 part 3): each subscription whose period is due gets one e-mail
 * per (subscription, period). The delivery row is the claim: inserted ON CONFLICT DO NOTHING in the
 * transaction that enqueues the e-mail, so of two API processes running the job at once one inserts
 * it and sends, the other waits for that commit and finds the row (rows 795, 799).
 * The report is built with the subscriber's rights at send time; a subscriber who lost the role, the
 * account, the e-mail or (per-company report) the company gets nothing and no row, so a period is
 * sent if the right comes back in it.
 */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import {
  REPORT_KIND_INFO,
  duePeriod,
  isReportKind,
  type ReportFrequency,
} from '../../domain/reports/report-subscriptions';
import { warsawDay } from '../../domain/warsaw-time';
import type { Db } from '../db/client';
import { reportDeliveries, reportSubscriptions } from '../db/report-subscriptions-schema';
import { enqueueMessage } from '../outbox/enqueue';
import { companyChoices } from '../resources/report-subscriptions/report-subscriptions.service';
import { findUserById } from '../resources/users/users.repository';
import { reportMail } from './report-mail';

export interface ReportRunResult {
  sent: number;
  /** Subscriptions whose e-mail could not be made (e.g. files over the cap): tried again next run. */
  failed: number;
}

const isFrequency = (value: string): value is ReportFrequency => value === 'weekly' || value === 'monthly';

/**
 * Subscriptions with no delivery row for their own frequency's period due today (the cheap check of an
 * idle run). Matched per frequency: a subscription switched from monthly to weekly has its month's row,
 * which must not hide the week's due e-mail.
 */
async function pendingSubscriptions(db: Db, keys: Partial<Record<ReportFrequency, string>>) {
  const due = (Object.entries(keys) as [ReportFrequency, string][]).map(([frequency, key]) =>
    and(eq(reportSubscriptions.frequency, frequency), eq(reportDeliveries.period, key)),
  );
  if (due.length === 0) return [];
  return db
    .select({
      id: reportSubscriptions.id,
      userId: reportSubscriptions.userId,
      report: reportSubscriptions.report,
      companyId: reportSubscriptions.companyId,
      frequency: reportSubscriptions.frequency,
    })
    .from(reportSubscriptions)
    .leftJoin(reportDeliveries, and(eq(reportDeliveries.subscriptionId, reportSubscriptions.id), or(...due)))
    .where(isNull(reportDeliveries.id))
    .orderBy(asc(reportSubscriptions.id));
}

/** Sends every due report. Example: await sendDueReports(db, new Date(), 'https://kursownik.example') */
export async function sendDueReports(
  db: Db,
  now: Date,
  publicUrl: string,
  onFailure: (subscriptionId: number, error: unknown) => void = () => undefined,
): Promise<ReportRunResult> {
  const today = warsawDay(now);
  const keys: Partial<Record<ReportFrequency, string>> = {};
  for (const frequency of ['weekly', 'monthly'] as const) {
    const key = duePeriod(frequency, today)?.key;
    if (key) keys[frequency] = key;
  }
  const result: ReportRunResult = { sent: 0, failed: 0 };
  for (const row of await pendingSubscriptions(db, keys)) {
    if (!isReportKind(row.report) || !isFrequency(row.frequency)) continue;
    const kind = row.report;
    const period = duePeriod(row.frequency, today);
    if (!period) continue;
    // One subscription's failure (rolled back with its claim) does not stop the others'.
    const sent = await db
      .transaction(async (tx) => {
        const user = await findUserById(tx, row.userId);
        const email = user?.email?.trim();
        if (!user?.isActive || !email || !REPORT_KIND_INFO[kind].mayMake(user)) return false;
        // A per-company report only while its download still offers the company (row 830).
        const company =
          row.companyId === null
            ? null
            : (await companyChoices(tx, user, kind)).find((one) => one.id === row.companyId);
        if (company === undefined) return false;
        const [claim] = await tx
          .insert(reportDeliveries)
          .values({ subscriptionId: row.id, period: period.key })
          .onConflictDoNothing()
          .returning({ id: reportDeliveries.id });
        if (!claim) return false;
        const mail = await reportMail(tx, user, { kind, company }, period, now, publicUrl);
        const messageId = await enqueueMessage(tx, {
          channel: 'email',
          recipient: email,
          recipientUserId: user.id,
          subject: mail.subject,
          body: mail.body,
          relatedType: 'report_subscription',
          relatedId: row.id,
          attachments: mail.attachments,
        });
        await tx
          .update(reportDeliveries)
          .set({ outboxMessageId: messageId })
          .where(eq(reportDeliveries.id, claim.id));
        return true;
      })
      .catch((error: unknown) => {
        onFailure(row.id, error);
        return null;
      });
    if (sent === null) result.failed += 1;
    else if (sent) result.sent += 1;
  }
  return result;
}
