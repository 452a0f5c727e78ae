/**
 * The fleet reports as xlsx ('Pobierz XLSX'): a row per settled ride (per subcontracted course), a
 * subtotal row after each driver or subcontractor and the total last. Money and waiting hours are
 * numbers with 2 decimals (hundredths / 100), every text cell through `escapeCell` (sheet-workbook.ts).
 */
import type { FleetReport } from '../../domain/contract/fleet-report.schema';
import { defineSheet, type SheetRow } from './sheet-workbook';

const TWO_DECIMALS = '0.00';

/** A fleet report's sheet: its name and first column are the drivers' or the subcontractors'. */
export function fleetReportSheet(kind: FleetReport['kind']) {
  const drivers = kind === 'drivers';
  return defineSheet(drivers ? 'Rozliczenia kierowców' : 'Rozliczenia podwykonawców', [
    { header: drivers ? 'Kierowca' : 'Podwykonawca', key: 'group', width: 26 },
    { header: 'Data', key: 'day', width: 12 },
    { header: 'Kurs', key: 'course', width: 8 },
    { header: 'Przejazd', key: 'ride', width: 18 },
    { header: 'Trasa', key: 'route', width: 40 },
    { header: 'Km', key: 'km', width: 8 },
    { header: 'Godziny oczekiwania', key: 'waiting', width: 12, numFmt: TWO_DECIMALS },
    { header: 'Koszty autostrad (zł)', key: 'highway', width: 14, numFmt: TWO_DECIMALS },
    { header: 'Kwota (zł)', key: 'amount', width: 14, numFmt: TWO_DECIMALS },
  ]);
}

const decimal = (hundredths: number | null) => (hundredths === null ? null : hundredths / 100);

type FleetRow = SheetRow<ReturnType<typeof fleetReportSheet>>;

/** The sheet's rows: each group's rides, its 'Razem: {name}' row, and 'Razem' for the whole report. */
export function fleetReportSheetRows(report: FleetReport): FleetRow[] {
  const rows: FleetRow[] = [];
  const totalRow = (label: string, totals: FleetReport['totals']): FleetRow => ({
    group: label,
    day: null,
    course: null,
    ride: null,
    route: null,
    km: totals.distance,
    waiting: decimal(totals.waitingHundredthsOfHour),
    highway: decimal(totals.highwayCost),
    amount: decimal(totals.amount),
  });
  for (const group of report.groups) {
    for (const row of group.rows)
      rows.push({
        group: group.name,
        day: row.day,
        course: row.courseId,
        ride: row.rideNumber,
        route: row.route,
        km: row.distance,
        waiting: decimal(row.waitingHundredthsOfHour),
        highway: decimal(row.highwayCost),
        amount: decimal(row.amount),
      });
    rows.push(totalRow(`Razem: ${group.name}`, group.totals));
  }
  rows.push(totalRow('Razem', report.totals));
  return rows;
}

export function buildFleetReportWorkbook(report: FleetReport): Promise<Buffer> {
  return fleetReportSheet(report.kind).build(fleetReportSheetRows(report));
}
