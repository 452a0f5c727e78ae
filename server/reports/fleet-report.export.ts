/**
 * The fleet report's xlsx as a user's rights see it: the one service of the download
 * (`GET api/driver_reports/export.xlsx`) and of the scheduled e-mail (server/jobs/report-subscriptions.ts),
 * so a report e-mailed to a subscriber is exactly what their own download would give.
 */
import { canReadFleetReports, type FleetReportKind } from '../../domain/reports/fleet-report';
import type { HasRoles } from '../../domain/auth/roles';
import type { Db } from '../db/client';
import { forbidden } from '../http/errors';
import { loadFleetReport } from './fleet-report';
import { buildFleetReportWorkbook } from './fleet-report.xlsx';

const FILE_NAMES: Record<FleetReportKind, string> = {
  drivers: 'rozliczenia-kierowcow',
  subcontractors: 'rozliczenia-podwykonawcow',
};

/** The report of a user's own company (403 without the right). */
export async function fleetReportFor(
  db: Db,
  user: HasRoles & { companyId: number | null },
  kind: FleetReportKind,
  month: string,
) {
  if (!canReadFleetReports(user) || user.companyId === null) throw forbidden();
  return loadFleetReport(db, kind, user.companyId, month);
}

/** The report's workbook and its file name, e.g. rozliczenia-kierowcow-2026-11.xlsx. */
export async function fleetReportFile(
  db: Db,
  user: HasRoles & { companyId: number | null },
  kind: FleetReportKind,
  month: string,
) {
  const report = await fleetReportFor(db, user, kind, month);
  return {
    fileName: `${FILE_NAMES[kind]}-${report.month}.xlsx`,
    content: await buildFleetReportWorkbook(report),
  };
}
