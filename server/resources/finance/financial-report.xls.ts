/** The 'Raport' spreadsheet of one finance card: one row per counted ride, then the card's sums. */
import { rideStatusLabel } from '../../../domain/courses/ride-status';
import { financeSums } from '../../../domain/finance/finance-sums';
import { DATE_TIME_CELL, defineSheet, excelDateTime, type SheetRow } from '../../reports/sheet-workbook';
import type { FinanceReportRide } from './financial-report.repository';

export const FINANCE_REPORT_SHEET = defineSheet('Finanse', [
  { header: 'Kurs', key: 'course', width: 8 },
  { header: 'Przejazd', key: 'ride', width: 16 },
  { header: 'Start', key: 'start', width: 17, numFmt: DATE_TIME_CELL },
  { header: 'Status', key: 'status', width: 34 },
  { header: 'Z', key: 'from', width: 28 },
  { header: 'Do', key: 'to', width: 28 },
  { header: 'Kilometry', key: 'km', width: 11 },
  { header: 'Godziny oczekiwania', key: 'waiting', width: 12 },
  { header: 'Autostrady (zł)', key: 'motorway', width: 12 },
]);
type Row = SheetRow<typeof FINANCE_REPORT_SHEET>;

/**
 * Waiting hours and motorway fees belong to the course: shown on its first ride only, so the column
 * sums equal the card's sums.
 */
export function financeReportRows(
  rides: readonly FinanceReportRide[],
  ends: ReadonlyMap<number, { from: string | null; to: string | null }>,
): Row[] {
  const seen = new Set<number>();
  const rows: Row[] = rides.map((ride) => {
    const first = !seen.has(ride.courseId);
    seen.add(ride.courseId);
    return {
      course: ride.courseId,
      ride: ride.number,
      start: ride.startsAt === null ? null : excelDateTime(ride.startsAt.toISOString()),
      status: rideStatusLabel('taxi', ride.status),
      from: ends.get(ride.rideId)?.from ?? null,
      to: ends.get(ride.rideId)?.to ?? null,
      km: ride.km,
      waiting: first ? ride.waitingHours : null,
      motorway: first && ride.highwayCost !== null ? ride.highwayCost / 100 : null,
    };
  });
  const sums = financeSums(rides);
  rows.push({
    course: null,
    ride: 'Suma',
    start: null,
    status: null,
    from: null,
    to: null,
    km: sums.sumDistanceWithDefinedKilometers,
    waiting: sums.sumDriverWaiting,
    motorway: sums.sumDriverCosts === null ? null : sums.sumDriverCosts / 100,
  });
  return rows;
}
