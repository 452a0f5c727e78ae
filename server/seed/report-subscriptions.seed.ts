/**
 * Demo data of the scheduled reports (issue 35 part 3, rows 799, 830): `flota` receives 'Rozliczenia
 * kierowców' monthly and `transport` the finance report of PKP Intercity monthly, and this month's
 * e-mails are recorded as sent (with their files), so 'Raporty e-mailem' shows filled rows with their
 * last dates and the job sends nothing more for them until the next month.
 */
import { eq } from 'drizzle-orm';
import { REPORT_KIND_INFO, duePeriod, type ReportKind } from '../../domain/reports/report-subscriptions';
import { warsawDay } from '../../domain/warsaw-time';
import type { Db } from '../db/client';
import { reportDeliveries, reportSubscriptions } from '../db/report-subscriptions-schema';
import { companies, outboxMessages } from '../db/schema';
import { reportMail } from '../jobs/report-mail';
import { findUserByUsername } from '../resources/users/users.repository';

const DEMO: readonly { username: string; report: ReportKind; company: string | null }[] = [
  { username: 'flota', report: 'fleet_drivers', company: null },
  { username: 'transport', report: 'finance_settlement', company: 'PKP Intercity' },
];

async function companyNamed(db: Db, name: string | null) {
  if (name === null) return null;
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.name, name));
  return row;
}

export async function seedReportSubscriptionsDemo(
  db: Db,
  publicUrl: string,
  now = new Date(),
): Promise<void> {
  for (const demo of DEMO) {
    const user = await findUserByUsername(db, demo.username);
    const email = user?.email?.trim();
    const company = await companyNamed(db, demo.company);
    if (!user || !email || company === undefined || !REPORT_KIND_INFO[demo.report].mayMake(user)) continue;
    await db.transaction(async (tx) => {
      const [subscription] = await tx
        .insert(reportSubscriptions)
        .values({
          userId: user.id,
          report: demo.report,
          companyId: company?.id ?? null,
          frequency: 'monthly',
        })
        .returning({ id: reportSubscriptions.id });
      const period = duePeriod('monthly', warsawDay(now));
      if (!subscription || !period) return;
      const mail = await reportMail(tx, user, { kind: demo.report, company }, period, now, publicUrl);
      const [message] = await tx
        .insert(outboxMessages)
        .values({
          channel: 'email',
          recipient: email,
          recipientUserId: user.id,
          subject: mail.subject,
          body: mail.body,
          status: 'sent',
          sentAt: now,
          relatedType: 'report_subscription',
          relatedId: subscription.id,
          attachments: mail.attachments,
        })
        .returning({ id: outboxMessages.id });
      await tx.insert(reportDeliveries).values({
        subscriptionId: subscription.id,
        period: period.key,
        outboxMessageId: message?.id ?? null,
      });
    });
  }
}
