/**
 * The kilometer-course report as a PDF: a title, the period and price, one table row per ride and a
 * totals row. The font is DejaVu Sans from the `dejavu-fonts-ttf` package, embedded, so Polish letters
 * survive on machines without system fonts (docs/spec-decisions.md row 181).
 */
import { formatDate } from '../../domain/dates';
import { formatAmount } from '../../domain/money';
import { polishPlural, RIDE_FORMS } from '../../domain/plural';
import {
  formatKmTenths,
  kilometerReportTotals,
  type KilometerReportRow,
} from '../../domain/reports/kilometer-report';
import { openPdf } from '../pdf/pdf-document';
import { PdfTable } from '../pdf/pdf-table';
import type { KilometerReportQuery } from './kilometer-report.query';

/** Column header, width (pt) and alignment; widths add up to the A4 landscape text width (770 pt). */
export const PDF_COLUMNS = [
  { header: 'Data', width: 70, align: 'left' },
  { header: 'Nr przejazdu', width: 95, align: 'left' },
  { header: 'Pasażer', width: 140, align: 'left' },
  { header: 'Trasa', width: 245, align: 'left' },
  { header: 'Km', width: 60, align: 'right' },
  { header: 'Autostrady (zł)', width: 80, align: 'right' },
  { header: 'Kwota (zł)', width: 80, align: 'right' },
] as const;

const MARGIN = 36;
const FONT_SIZE = 8.5;
const PAD = 3;

function cells(row: KilometerReportRow): string[] {
  return [
    row.date === null ? '' : formatDate(row.date),
    row.rideNumber,
    row.passengers,
    row.route,
    formatKmTenths(row.kmTenths),
    row.highwayCost === null ? '-' : formatAmount(row.highwayCost),
    formatAmount(row.amount),
  ];
}

export async function buildKilometerReportPdf(
  rows: readonly KilometerReportRow[],
  query: KilometerReportQuery,
  generatedAt: string,
): Promise<Buffer> {
  const { doc, done } = await openPdf({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: 'Raport kilometrówek', Creator: 'Kursownik' },
  });

  doc.font('bold').fontSize(14).text('Raport kilometrówek');
  doc
    .font('regular')
    .fontSize(9)
    .text(
      `Okres: ${formatDate(query.start)} – ${formatDate(query.end)}    Stawka: ${formatAmount(query.pricePerKm)} zł/km    Wygenerowano: ${generatedAt}`,
    );
  doc.moveDown(0.8);

  const table = new PdfTable(doc, {
    columns: PDF_COLUMNS,
    left: MARGIN,
    fontSize: FONT_SIZE,
    pad: PAD,
    grid: 'rule',
    gridColor: '#9e9e9e',
    bottom: doc.page.height - MARGIN,
    breakPage: () => {
      doc.addPage();
      doc.y = MARGIN;
    },
  });
  const drawRow = (values: readonly string[], bold: boolean) =>
    table.row(
      values.map((text) => ({ text })),
      { bold, fill: null },
    );

  drawRow(
    PDF_COLUMNS.map((column) => column.header),
    true,
  );
  if (rows.length === 0) {
    doc.moveDown(0.5).font('regular').fontSize(9).text('Brak przejazdów w wybranym okresie', MARGIN);
  }
  for (const row of rows) drawRow(cells(row), false);
  const totals = kilometerReportTotals(rows);
  drawRow(
    [
      'Razem',
      '',
      `${rows.length} ${polishPlural(rows.length, RIDE_FORMS)}`,
      '',
      formatKmTenths(totals.kmTenths),
      formatAmount(totals.highwayCost),
      formatAmount(totals.amount),
    ],
    true,
  );
  doc.end();
  return done;
}
