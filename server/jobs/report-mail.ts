/**
 * One scheduled report e-mail (issue 35 part 3, row 797): the report's file as the subscriber's own
 * download makes it, attached, and a link to its page.
 */
import { REPORT_KIND_INFO, type DuePeriod, type ReportKind } from '../../domain/reports/report-subscriptions';
import type { HasRoles } from '../../domain/auth/roles';
import { formatDate } from '../../domain/dates';
import { monthLabel } from '../../domain/settlement/kilometer-month';
import type { Db } from '../db/client';
import { attachment, type OutboxAttachment } from '../outbox/attachments';
import { XLSX_CONTENT_TYPE } from '../reports/course-report.routes';
import { fleetReportFile } from '../reports/fleet-report.export';
import { escapeHtml } from '../outbox/escape-html';

type Subscriber = HasRoles & { companyId: number | null };

/** The file of each report kind: the same service its download route calls. */
const FILES: Record<ReportKind, (db: Db, user: Subscriber, month: string) => Promise<OutboxAttachment>> = {
  fleet_drivers: async (db, user, month) => {
    const file = await fleetReportFile(db, user, 'drivers', month);
    return attachment(file.fileName, XLSX_CONTENT_TYPE, file.content);
  },
  fleet_subcontractors: async (db, user, month) => {
    const file = await fleetReportFile(db, user, 'subcontractors', month);
    return attachment(file.fileName, XLSX_CONTENT_TYPE, file.content);
  },
};

export interface ReportMail {
  subject: string;
  body: string;
  attachments: OutboxAttachment[];
}

/** Example subject: 'Raport: Rozliczenia kierowców, listopad 2026' */
export async function reportMail(
  db: Db,
  user: Subscriber,
  kind: ReportKind,
  period: DuePeriod,
  now: Date,
  publicUrl: string,
): Promise<ReportMail> {
  const info = REPORT_KIND_INFO[kind];
  const month = monthLabel(period.month);
  const link = `${publicUrl}${info.path}`;
  return {
    subject: `Raport: ${info.label}, ${month}`,
    body:
      `<p>W załączniku raport „${escapeHtml(info.label)}” za ${month} (stan na ${formatDate(now)}).</p>` +
      `<p><a href="${escapeHtml(link)}">Otwórz raport w Kursowniku</a></p>` +
      '<p>Wysyłkę zmienisz w Ustawieniach, w sekcji „Raporty e-mailem”.</p>',
    attachments: [await FILES[kind](db, user, period.month)],
  };
}
