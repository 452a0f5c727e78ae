/**
 * The invoice as a PDF (issue 17, `GET api/invoices/{id}/pdf`): a Polish VAT invoice laid out from an
 * InvoiceDocument whose amounts are already computed — this module only draws. A4 portrait: the title
 * and the place and dates, 'Sprzedawca' and 'Nabywca', the items table with 'Razem' and the VAT rates
 * (`invoice-table.ts`, header repeated on every page), 'Do zapłaty' and 'Słownie', 'Strona N z M'.
 * The same document always gives the same bytes: the creation date is the issue date and nothing
 * else in the file depends on the clock (docs/spec-decisions.md row 523).
 */
import { formatDate } from '../../domain/dates';
import { formatBankAccount } from '../../domain/invoices/invoice-format';
import type { InvoiceDocument, InvoiceParty } from '../../domain/invoices/invoice-document';
import { formatMoney } from '../../domain/money';
import { moneyInWords } from '../../domain/money-in-words';
import { openPdf, type PdfDocument } from '../pdf/pdf-document';
import { invoiceTitle } from './invoice-title';
import { InvoiceTable } from './invoice-table';
import { CONTENT_LEFT, CONTENT_WIDTH, FOOTER_TOP, MARGIN, PAGE_TOP } from './invoice-layout';

const MUTED = '#555555';
const WARNING = '#b00020';
const DATES_WIDTH = 190;
const PARTY_GAP = 25;

/** The title block on the left, place and dates on the right; leaves doc.y under the taller one. */
function drawHead(doc: PdfDocument, document: InvoiceDocument): void {
  const { title, note, warning } = invoiceTitle(document);
  const titleWidth = CONTENT_WIDTH - DATES_WIDTH - 20;
  doc.font('bold').fontSize(15).fillColor('black').text(title, CONTENT_LEFT, PAGE_TOP, { width: titleWidth });
  if (note) {
    doc.moveDown(0.2);
    doc
      .font('bold')
      .fontSize(warning ? 13 : 9)
      .fillColor(warning ? WARNING : MUTED)
      .text(note, { width: titleWidth });
  }
  const titleBottom = doc.y;

  const datesLeft = CONTENT_LEFT + CONTENT_WIDTH - DATES_WIDTH;
  let y = PAGE_TOP + 2;
  // formatDate reads 'YYYY-MM-DD' as UTC midnight: the same calendar day in Warsaw, always ahead of UTC.
  const dates: [string, string][] = [
    ['Miejsce wystawienia', document.place],
    ['Data wystawienia', formatDate(document.issueDate)],
    ['Data sprzedaży', formatDate(document.sellDate)],
    ['Termin płatności', formatDate(document.paymentTo)],
  ];
  for (const [label, value] of dates) {
    doc.font('regular').fontSize(8.5).fillColor(MUTED).text(`${label}:`, datesLeft, y, { width: 95 });
    doc
      .font('bold')
      .fillColor('black')
      .text(value, datesLeft + 95, y, { width: DATES_WIDTH - 95, align: 'right' });
    y = Math.max(y + 13, doc.y + 2);
  }
  doc.x = CONTENT_LEFT;
  doc.y = Math.max(titleBottom, y) + 14;
}

function partyLines(party: InvoiceParty, withAccount: boolean): string[] {
  const lines = [party.street, `${party.zipCode} ${party.city}`, `NIP: ${party.taxNumber}`];
  if (withAccount && party.bankAccountNumber) {
    // Label and number on lines of their own: together they do not fit half the page.
    lines.push('Numer konta bankowego:', formatBankAccount(party.bankAccountNumber));
  }
  return lines;
}

/** 'Sprzedawca' and 'Nabywca' side by side under a rule; leaves doc.y under the taller column. */
function drawParties(doc: PdfDocument, document: InvoiceDocument): void {
  const top = doc.y;
  doc
    .moveTo(CONTENT_LEFT, top)
    .lineTo(CONTENT_LEFT + CONTENT_WIDTH, top)
    .lineWidth(0.5)
    .strokeColor('#9e9e9e')
    .stroke();
  const width = (CONTENT_WIDTH - PARTY_GAP) / 2;
  const columns: [string, InvoiceParty, boolean, number][] = [
    ['Sprzedawca', document.seller, true, CONTENT_LEFT],
    ['Nabywca', document.buyer, false, CONTENT_LEFT + width + PARTY_GAP],
  ];
  let bottom = top;
  for (const [heading, party, withAccount, x] of columns) {
    doc
      .font('bold')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(heading.toUpperCase(), x, top + 10, { width });
    doc.moveDown(0.3).font('bold').fontSize(10).fillColor('black').text(party.name, { width });
    doc.font('regular').fontSize(9);
    for (const line of partyLines(party, withAccount)) doc.text(line, { width });
    bottom = Math.max(bottom, doc.y);
  }
  doc.x = CONTENT_LEFT;
  doc.y = bottom + 16;
}

/** 'Do zapłaty' and 'Słownie' under the table, kept together on one page. */
function drawPayment(doc: PdfDocument, table: InvoiceTable, document: InvoiceDocument): void {
  const words = `Słownie: ${moneyInWords(document.totals.gross)}`;
  doc.font('regular').fontSize(9);
  table.ensureRoom(40 + doc.heightOfString(words, { width: CONTENT_WIDTH }));
  doc.moveDown(1.2);
  doc.font('bold').fontSize(12).fillColor('black');
  doc.text(`Do zapłaty: ${formatMoney(document.totals.gross)}`, CONTENT_LEFT, doc.y, {
    width: CONTENT_WIDTH,
  });
  doc.moveDown(0.3).font('regular').fontSize(9).text(words, { width: CONTENT_WIDTH });
}

/** 'Strona N z M' on every page, drawn last when the page count is known. */
function drawFooters(doc: PdfDocument, number: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Below the bottom margin pdfkit would open a new page for the text: the margin is lifted here only.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(`${number} · Strona ${index - start + 1} z ${count}`, CONTENT_LEFT, FOOTER_TOP, {
        width: CONTENT_WIDTH,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = MARGIN;
  }
}

export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const { title } = invoiceTitle(document);
  // Fixed metadata: pdfkit derives the file ID from it, so the same invoice gives the same bytes.
  const creationDate = new Date(`${document.issueDate}T00:00:00Z`);
  const { doc, done } = await openPdf({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'pl-PL',
    info: {
      Title: title,
      Author: document.seller.name,
      Creator: 'Kursownik',
      Producer: 'Kursownik',
      CreationDate: Number.isNaN(creationDate.getTime()) ? new Date(0) : creationDate,
    },
  });
  drawHead(doc, document);
  drawParties(doc, document);
  const table = new InvoiceTable(doc, `${title} (ciąg dalszy)`);
  table.render(document);
  drawPayment(doc, table, document);
  drawFooters(doc, document.number);
  doc.end();
  return done;
}
