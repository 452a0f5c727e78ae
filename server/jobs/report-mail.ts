/**
 * One scheduled report e-mail (issue 35 part 3, row 797): the report's file as the subscriber's own
 * download makes it, attached, and a link to its page.
 */
import {
  REPORT_KIND_INFO,
  reportTitle,
  type DuePeriod,
  type ReportKind,
} from '../../domain/reports/report-subscriptions';
import type { HasRoles } from '../../domain/auth/roles';
import { formatDate } from '../../domain/dates';
import { monthLabel } from '../../domain/settlement/kilometer-month';
import type { Db } from '../db/client';
import { attachment, type OutboxAttachment } from '../outbox/attachments';
import { XLSX_CONTENT_TYPE } from '../reports/course-report.routes';
import { fleetReportFile } from '../reports/fleet-report.export';
import { escapeHtml } from '../outbox/escape-html';
import { companyCostsFile } from '../resources/finance/company-costs.export';
import { financeReportFile, monthFinanceRequest } from '../resources/finance/financial-report.export';

type Subscriber = HasRoles & { companyId: number | null };

/** What is sent: the report, and the railway company of a per-company one (row 830). */
export interface MailedReport {
  kind: ReportKind;
  company: { id: number; name: string } | null;
}

type FileMaker = (
  db: Db,
  user: Subscriber,
  month: string,
  companyId: number | null,
  now: Date,
) => Promise<OutboxAttachment>;

/** The file of each report kind: the same service its download route calls (or the summary's, row 831). */
const FILES: Record<ReportKind, FileMaker> = {
  finance_settlement: async (db, user, month, companyId, now) => {
    if (companyId === null) throw new Error('The finance report names a company');
    const file = await financeReportFile(db, user, monthFinanceRequest(companyId, month), now);
    return attachment(file.fileName, XLSX_CONTENT_TYPE, file.content);
  },
  company_costs: async (db, user, month) => {
    const file = await companyCostsFile(db, user, month);
    return attachment(file.fileName, XLSX_CONTENT_TYPE, file.content);
  },
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
  report: MailedReport,
  period: DuePeriod,
  now: Date,
  publicUrl: string,
): Promise<ReportMail> {
  const title = reportTitle(report.kind, report.company?.name ?? null);
  const month = monthLabel(period.month);
  const link = `${publicUrl}${REPORT_KIND_INFO[report.kind].path}`;
  return {
    subject: `Raport: ${title}, ${month}`,
    body:
      `<p>W załączniku raport „${escapeHtml(title)}” za ${month} (stan na ${formatDate(now)}).</p>` +
      `<p><a href="${escapeHtml(link)}">Otwórz raport w Kursowniku</a></p>` +
      '<p>Wysyłkę zmienisz w Ustawieniach, w sekcji „Raporty e-mailem”.</p>',
    attachments: [await FILES[report.kind](db, user, period.month, report.company?.id ?? null, now)],
  };
}
