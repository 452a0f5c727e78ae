/**
 * The 'Raporty e-mailem' settings of the caller (issue 35 part 3): the reports their roles may make
 * (the download's own rule, domain/reports/report-subscriptions.ts), plus any subscription kept after a
 * role was removed, shown inactive (nothing is sent for it).
 */
import type { ReportSubscriptions } from '../../../domain/contract/report-subscription.schema';
import { NO_EMAIL_MESSAGE } from '../../../domain/contract/report-subscription.schema';
import {
  REPORT_KIND_INFO,
  REPORT_KINDS,
  isReportKind,
  subscribableReports,
  type ReportFrequency,
  type ReportKind,
} from '../../../domain/reports/report-subscriptions';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { ViolationError, forbidden } from '../../http/errors';
import { findUserById } from '../users/users.repository';
import { saveSubscription, subscriptionsOf } from './report-subscriptions.repository';

const isFrequency = (value: string): value is ReportFrequency => value === 'weekly' || value === 'monthly';

export async function reportSubscriptionsOf(db: Db, user: AuthUser): Promise<ReportSubscriptions> {
  const email = (await findUserById(db, user.id))?.email?.trim() || null;
  const stored = new Map((await subscriptionsOf(db, user.id)).map((row) => [row.report, row]));
  const allowed = subscribableReports(user);
  const shown = REPORT_KINDS.filter((kind) => allowed.includes(kind) || stored.has(kind));
  return {
    email,
    reports: shown.map((kind) => {
      const row = stored.get(kind);
      return {
        report: kind,
        label: REPORT_KIND_INFO[kind].label,
        frequency: row && isFrequency(row.frequency) ? row.frequency : null,
        active: allowed.includes(kind) && email !== null,
        lastSentAt: row?.lastSentAt?.toISOString() ?? null,
      };
    }),
  };
}

/**
 * Sets the caller's own subscription: 403 for a report their roles do not make (turning one off is
 * always allowed), 422 without an e-mail address to send to.
 */
export async function setReportSubscription(
  db: Db,
  user: AuthUser,
  report: ReportKind,
  frequency: ReportFrequency | 'none',
): Promise<void> {
  if (frequency !== 'none') {
    if (!isReportKind(report) || !REPORT_KIND_INFO[report].mayMake(user)) throw forbidden();
    const email = (await findUserById(db, user.id))?.email?.trim();
    if (!email) throw new ViolationError([{ propertyPath: 'frequency', message: NO_EMAIL_MESSAGE }]);
  }
  await saveSubscription(db, user.id, report, frequency === 'none' ? null : frequency);
}
