/**
 * Demo data of the scheduled reports (issue 35 part 3, row 799): `flota`, the one demo role family whose
 * reports can be e-mailed, receives 'Rozliczenia kierowców' monthly, and this month's e-mail is
 * recorded as sent (with its file), so 'Raporty e-mailem' shows a filled row with its last date and
 * the job sends nothing more for it until the next month.
 */
import { REPORT_KIND_INFO, duePeriod } from '../../domain/reports/report-subscriptions';
import { warsawDay } from '../../domain/warsaw-time';
import type { Db } from '../db/client';
import { reportDeliveries, reportSubscriptions } from '../db/report-subscriptions-schema';
import { outboxMessages } from '../db/schema';
import { reportMail } from '../jobs/report-mail';
import { findUserByUsername } from '../resources/users/users.repository';

export async function seedReportSubscriptionsDemo(
  db: Db,
  publicUrl: string,
  now = new Date(),
): Promise<void> {
  const flota = await findUserByUsername(db, 'flota');
  const email = flota?.email?.trim();
  if (!flota || !email || !REPORT_KIND_INFO.fleet_drivers.mayMake(flota)) return;
  await db.transaction(async (tx) => {
    const [subscription] = await tx
      .insert(reportSubscriptions)
      .values({ userId: flota.id, report: 'fleet_drivers', frequency: 'monthly' })
      .returning({ id: reportSubscriptions.id });
    const period = duePeriod('monthly', warsawDay(now));
    if (!subscription || !period) return;
    const mail = await reportMail(tx, flota, 'fleet_drivers', period, now, publicUrl);
    const [message] = await tx
      .insert(outboxMessages)
      .values({
        channel: 'email',
        recipient: email,
        recipientUserId: flota.id,
        subject: mail.subject,
        body: mail.body,
        status: 'sent',
        sentAt: now,
        relatedType: 'report_subscription',
        relatedId: subscription.id,
        attachments: mail.attachments,
      })
      .returning({ id: outboxMessages.id });
    await tx
      .insert(reportDeliveries)
      .values({ subscriptionId: subscription.id, period: period.key, outboxMessageId: message?.id ?? null });
  });
}
