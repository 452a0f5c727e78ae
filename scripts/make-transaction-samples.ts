/**
 * Writes docs/samples/transactions-orlen.csv and .xlsx (issue 16 'Import transakcji'): the same six
 * Orlen fill-ups on the demo card 7071 0012 3456 0004 (the free Ford WE9034M of Taxi Trans Warszawa).
 * Run: node --import tsx scripts/make-transaction-samples.ts
 */
import { writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { TRANSACTION_COLUMNS } from '../domain/fleet/fuel-import';
import { formatAmount } from '../domain/money';
import { fillUpAmounts } from '../server/seed/fuel.seed';

const CARD = '7071 0012 3456 0004';
/** [DD-MM-YYYY HH:mm Warsaw time, gross amount in hundredths]. */
const FILL_UPS: readonly (readonly [string, number])[] = [
  ['03-11-2026 07:42', 24_567],
  ['07-11-2026 16:05', 19_830],
  ['12-11-2026 06:58', 31_240],
  ['16-11-2026 12:31', 22_105],
  ['20-11-2026 18:47', 27_790],
  ['24-11-2026 08:13', 20_460],
];

const header = Object.values(TRANSACTION_COLUMNS);
const rows = FILL_UPS.map(([date, gross]) => {
  const a = fillUpAmounts(gross);
  return [
    CARD,
    date,
    a.amount,
    a.grossDiscount,
    a.grossValueAfterDiscount,
    a.netDiscount,
    a.netValueAfterDiscount,
    a.netValueBeforeDiscount,
  ] as const;
});

// Polish CSV as Excel saves it: ';' between cells, decimal comma, amounts in złoty.
const csv = [header, ...rows.map(([card, date, ...amounts]) => [card, date, ...amounts.map(formatAmount)])]
  .map((cells) => cells.join(';'))
  .join('\r\n');
writeFileSync('docs/samples/transactions-orlen.csv', `${csv}\r\n`);

const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet('Transakcje');
sheet.addRow(header);
for (const [card, date, ...amounts] of rows) {
  const [day, month, year, hour, minute] = date.split(/[- :]/).map(Number);
  // A date cell holds the wall time (spreadsheets have no time zone); amounts as numbers in złoty.
  const when = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0));
  sheet.addRow([card, when, ...amounts.map((hundredths) => hundredths / 100)]);
}
sheet.getColumn(2).numFmt = 'dd-mm-yyyy hh:mm';
await workbook.xlsx.writeFile('docs/samples/transactions-orlen.xlsx');
