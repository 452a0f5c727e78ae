/**
 * The kilometer-course report as CSV (`Accept: text/csv`): semicolon-separated with decimal commas, as
 * a Polish spreadsheet opens it, UTF-8 with a byte-order mark; every text cell goes through `escapeCell`.
 */
import { formatAmount } from '../../domain/money';
import {
  formatKmTenths,
  kilometerReportTotals,
  type KilometerReportRow,
} from '../../domain/reports/kilometer-report';
import { csvCell } from './escape-cell';

export const CSV_HEADER = ['Data', 'Nr przejazdu', 'Pasażer', 'Trasa', 'Km', 'Autostrady (zł)', 'Kwota (zł)'];

// Plain digits: formatAmount groups thousands with a no-break space, which a spreadsheet reads as text.
const number = (text: string) => text.replace(/\s/g, '');

export function buildKilometerReportCsv(rows: readonly KilometerReportRow[]): string {
  const lines = [CSV_HEADER.map(csvCell).join(';')];
  for (const row of rows) {
    lines.push(
      [
        csvCell(row.date ?? ''),
        csvCell(row.rideNumber),
        csvCell(row.passengers),
        csvCell(row.route),
        number(formatKmTenths(row.kmTenths)),
        row.highwayCost === null ? '' : number(formatAmount(row.highwayCost)),
        number(formatAmount(row.amount)),
      ].join(';'),
    );
  }
  const totals = kilometerReportTotals(rows);
  lines.push(
    [
      'Razem',
      '',
      '',
      '',
      number(formatKmTenths(totals.kmTenths)),
      number(formatAmount(totals.highwayCost)),
      number(formatAmount(totals.amount)),
    ].join(';'),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
