/**
 * The invoice's items table: one row per line, then 'Razem' and one 'w tym' row per VAT rate under the
 * last four columns (the summary shares them: Stawka VAT, Wartość netto, Kwota VAT, Wartość brutto).
 * A row that does not fit goes to a new page, which starts with the continuation line and the table
 * header again, so every page of items can be read on its own.
 */
import { formatQuantityMilli } from '../../domain/invoices/invoice-format';
import type { InvoiceDocument, InvoiceDocumentLine } from '../../domain/invoices/invoice-document';
import { formatAmount } from '../../domain/money';
import type { PdfDocument } from '../pdf/pdf-document';
import { PdfTable, type PdfAlign, type PdfCell } from '../pdf/pdf-table';
import { CONTENT_LEFT, PAGE_BOTTOM, PAGE_TOP } from './invoice-layout';

/** Column header, width (pt) and alignment; widths add up to the A4 portrait text width (515 pt). */
export const INVOICE_COLUMNS: readonly { header: string; width: number; align: PdfAlign }[] = [
  { header: 'Lp.', width: 22, align: 'right' },
  { header: 'Nazwa', width: 142, align: 'left' },
  { header: 'J.m.', width: 28, align: 'center' },
  { header: 'Ilość', width: 42, align: 'right' },
  { header: 'Cena netto', width: 52, align: 'right' },
  { header: 'Stawka VAT', width: 42, align: 'right' },
  { header: 'Wartość netto', width: 62, align: 'right' },
  { header: 'Kwota VAT', width: 58, align: 'right' },
  { header: 'Wartość brutto', width: 67, align: 'right' },
];

const FONT_SIZE = 7.5;
const PAD = 3;
const GRID = '#9e9e9e';
const HEADER_FILL = '#eeeeee';

export const formatRate = (taxRate: number) => `${taxRate}%`;

/** Longest item name printed whole: about 30 lines of the Nazwa column, well within one page. */
export const MAX_PRINTED_NAME = 1_000;

/**
 * An item name on one line of text: line breaks and runs of spaces folded, cut with '…' past
 * MAX_PRINTED_NAME, so no row is taller than a page (row 522).
 */
export function printedName(name: string): string {
  const folded = name.replace(/\s+/g, ' ').trim();
  return folded.length > MAX_PRINTED_NAME ? `${folded.slice(0, MAX_PRINTED_NAME - 1)}…` : folded;
}

function lineCells(line: InvoiceDocumentLine, index: number): PdfCell[] {
  return [
    `${index + 1}.`,
    printedName(line.name),
    line.unit,
    formatQuantityMilli(line.quantityMilli),
    formatAmount(line.unitPriceNet),
    formatRate(line.taxRate),
    formatAmount(line.net),
    formatAmount(line.vat),
    formatAmount(line.gross),
  ].map((text) => ({ text }));
}

export class InvoiceTable {
  private readonly table: PdfTable;

  constructor(
    private readonly doc: PdfDocument,
    /** Printed at the top of every page after the first, e.g. 'Faktura VAT nr FV 3/11/2026 (ciąg dalszy)'. */
    private readonly continuation: string,
  ) {
    this.table = new PdfTable(doc, {
      columns: INVOICE_COLUMNS,
      left: CONTENT_LEFT,
      fontSize: FONT_SIZE,
      pad: PAD,
      grid: 'cells',
      gridColor: GRID,
      bottom: PAGE_BOTTOM,
      breakPage: () => {
        this.newPage();
        this.header();
      },
    });
  }

  private header(): void {
    const cells = INVOICE_COLUMNS.map((column) => ({ text: column.header, align: 'center' as const }));
    const style = { bold: true, fill: HEADER_FILL };
    this.table.draw(cells, style, this.table.height(cells, style));
  }

  /** A new page that starts with the continuation line. */
  private newPage(): void {
    this.doc.addPage();
    this.doc.font('regular').fontSize(8).fillColor('#555555');
    this.doc.text(this.continuation, CONTENT_LEFT, PAGE_TOP);
    this.doc.fillColor('black').moveDown(0.6);
  }

  /** Header, items, 'Razem' and the VAT rates; leaves doc.y under the table. */
  render(document: InvoiceDocument): void {
    this.header();
    document.lines.forEach((line, index) => this.table.row(lineCells(line, index)));
    const { totals } = document;
    this.table.row(
      [
        { text: 'Razem', span: 6, align: 'right', border: false },
        { text: formatAmount(totals.net) },
        { text: formatAmount(totals.vat) },
        { text: formatAmount(totals.gross) },
      ],
      { bold: true, fill: null },
    );
    document.vatSummary.forEach((rate, index) =>
      this.table.row([
        { text: index === 0 ? 'w tym' : '', span: 5, align: 'right', border: false },
        { text: formatRate(rate.taxRate) },
        { text: formatAmount(rate.net) },
        { text: formatAmount(rate.vat) },
        { text: formatAmount(rate.gross) },
      ]),
    );
  }

  /** Starts a new page (with the continuation line) unless `height` more points fit on this one. */
  ensureRoom(height: number): void {
    if (this.doc.y + height > PAGE_BOTTOM) this.newPage();
  }
}
