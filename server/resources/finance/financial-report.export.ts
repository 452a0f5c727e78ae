/**
 * The finance report's xlsx ('Raport' of a finance card, `POST financial_report/courses/xls`) as a
 * caller's rights see it: the one service of the download and of the scheduled e-mail
 * (server/jobs/report-mail.ts), so an e-mailed report is exactly what the subscriber's download gives.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { canReadFinancialReport } from '../../../domain/finance/finance-rules';
import {
  financialReportRequestSchema,
  type FinancialReportRequest,
} from '../../../domain/finance/finance-requests';
import { addDays } from '../../../domain/reports/polish-working-days';
import { nextMonth } from '../../../domain/settlement/kilometer-month';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { warsawDate } from '../../reports/course-report';
import { companyListScope } from '../companies/scope';
import { findFinanceRides, findRideEnds } from './financial-report.repository';
import { financeFilterFor, type FinanceCaller } from './financial-report.service';
import { FINANCE_REPORT_SHEET, financeReportRows } from './financial-report.xls';

/** The workbook and its file name, e.g. raport-finansowy-3-2026-12-01.xlsx (403 without the right). */
export async function financeReportFile(
  db: Db,
  user: FinanceCaller,
  body: FinancialReportRequest,
  now: Date,
) {
  const filter = financeFilterFor(user, body);
  const rides = await findFinanceRides(db, filter);
  const ends = await findRideEnds(
    db,
    rides.map((ride) => ride.rideId),
  );
  return {
    // An xlsx named as such (exceljs writes no legacy .xls); the SPA's fallback name is report.xls.
    fileName: `raport-finansowy-${filter.companyId}-${warsawDate(now)}.xlsx`,
    content: await FINANCE_REPORT_SHEET.build(financeReportRows(rides, ends)),
  };
}

/**
 * A month of one railway company as the finance page asks for it with 'Data od'/'Data do' set to the
 * month's first and last day (00:00:00 and 23:59:59, courses.md §8), every approval.
 * Example: monthFinanceRequest(4, '2026-11').company_ids -> [4]
 */
export const monthFinanceRequest = (companyId: number, month: string): FinancialReportRequest =>
  financialReportRequestSchema.parse({
    company_ids: [companyId],
    started_at_from: `${month}-01 00:00:00`,
    started_at_to: `${addDays(`${nextMonth(month)}-01`, -1)} 23:59:59`,
    company_approved: null,
  });

/**
 * The railway companies the finance page's company choice offers (`GET api/companies?
 * isTransportCompany=false`: active, not a transport company, in the caller's company list scope),
 * none without the finance report's right. A subscription names only one of these (row 830).
 */
export async function financeReportCompanies(
  db: Db,
  user: FinanceCaller,
): Promise<{ id: number; name: string }[]> {
  if (!canReadFinancialReport(user)) return [];
  const scope = await companyListScope(db, user);
  if (scope.kind === 'companies' && scope.ids.length === 0) return [];
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.isActive, true),
        eq(companies.isTransportCompany, false),
        scope.kind === 'all' ? sql`true` : inArray(companies.id, scope.ids),
      ),
    )
    .orderBy(asc(companies.name), asc(companies.id));
}
