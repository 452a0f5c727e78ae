import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '../../domain/money';
import { moneyInWords } from '../../domain/money-in-words';
import {
  invoiceOf,
  line,
  longInvoice,
  polishInvoice,
  shortInvoice,
} from '../test/invoice-pdf/invoice-pdf.support';
import { INVOICE_COLUMNS, MAX_PRINTED_NAME, printedName } from './invoice-table';
import { renderInvoicePdf } from './render-invoice-pdf';

/** The text of each page, spaces (also Intl's no-break ones) folded, so wrapped cells still match. */
async function pagesText(pdf: Buffer): Promise<string[]> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(proxy, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

describe('renderInvoicePdf', () => {
  // Rendered once: the layout and the determinism checks read the same file.
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await renderInvoicePdf(shortInvoice);
  });

  it('draws a VAT invoice: title, dates, parties with NIP and account, items, VAT rates, totals and words', async () => {
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pagesText(pdf);
    expect(pages).toHaveLength(1);
    const [text = ''] = pages;
    for (const expected of [
      'Faktura VAT nr FV 3/11/2026',
      'Miejsce wystawienia: Warszawa',
      'Data wystawienia: 26.11.2026',
      'Data sprzedaży: 30.11.2026',
      'Termin płatności: 10.12.2026',
      'SPRZEDAWCA Taxi Trans Warszawa Sp. z o.o.',
      'NIP: 5261040828',
      'Numer konta bankowego: 61 1090 1014 0000 0712 1981 2874',
      'NABYWCA PKP Intercity S.A.',
      'NIP: 5262425995',
      'Opłata za czas oczekiwania szt. 3 41,00 23% 123,00 28,29 151,29',
      'Razem 3407,25 320,73 3727,98',
      'w tym 8% 3086,25 246,90 3333,15',
      '23% 321,00 73,83 394,83',
      'Do zapłaty: 3727,98 zł',
      'Słownie: trzy tysiące siedemset dwadzieścia siedem złotych 98/100',
      'FV 3/11/2026 · Strona 1 z 1',
    ]) {
      expect(text).toContain(expected);
    }
    for (const column of INVOICE_COLUMNS) expect(text).toContain(column.header.split(' ')[0]);
    expect(text).not.toContain('pro forma');
    expect(text).not.toContain('ANULOWANA');
  });

  it('gives the same bytes for the same document', async () => {
    const [first, second] = await Promise.all([
      renderInvoicePdf(shortInvoice),
      renderInvoicePdf(shortInvoice),
    ]);
    expect(first.equals(second)).toBe(true);
  });

  it('titles a pro forma and marks a cancelled invoice', async () => {
    const [proForma = ''] = await pagesText(await renderInvoicePdf({ ...shortInvoice, status: 1 }));
    expect(proForma).toContain('Faktura pro forma nr FV 3/11/2026');
    expect(proForma).toContain('Dokument pro forma, nie jest fakturą VAT');
    const [cancelled = ''] = await pagesText(await renderInvoicePdf({ ...shortInvoice, status: 10 }));
    expect(cancelled).toContain('Faktura VAT nr FV 3/11/2026 ANULOWANA');
  });

  it('runs sixty items over two pages, the header repeated on the second', async () => {
    const pages = await pagesText(await renderInvoicePdf(longInvoice));
    expect(pages).toHaveLength(2);
    const [first = '', second = ''] = pages;
    expect(first).toContain('Przejazd nr 001');
    expect(second).toContain('Faktura VAT nr FV 60/11/2026 (ciąg dalszy)');
    expect(second).toContain(
      'Lp. Nazwa J.m. Ilość Cena netto Stawka VAT Wartość netto Kwota VAT Wartość brutto',
    );
    expect(second).toContain('60. Przejazd nr 060');
    expect(second).toContain(`Do zapłaty: ${formatAmount(longInvoice.totals.gross).replace(/\s/g, ' ')} zł`);
    expect(second).toContain(`Słownie: ${moneyInWords(longInvoice.totals.gross)}`);
    expect(second).toContain('Strona 2 z 2');
    // Every item is printed exactly once.
    const printed = pages.join(' ').match(/Przejazd nr [0-9]{3}/g) ?? [];
    expect(new Set(printed).size).toBe(60);
    expect(printed).toHaveLength(60);
  });

  it('keeps every Polish letter and wraps long names instead of cutting them', async () => {
    const [text = ''] = await pagesText(await renderInvoicePdf(polishInvoice));
    expect(text).toContain('Faktura VAT nr FV 7/11/2026');
    expect(text).toContain('Miejsce wystawienia: Łódź');
    expect(text).toContain('ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż');
    expect(text).toContain('Zażółć gęślą jaźń');
    expect(text).toContain('żółty autobus nr 12');
    expect(text).toContain('Spółka z ograniczoną odpowiedzialnością Spółka Komandytowa');
    expect(text).toContain('Śląskie Koleje Żelazne Sp. z o.o.');
    expect(text).toContain(`Słownie: ${moneyInWords(polishInvoice.totals.gross)}`);
  });

  it('keeps a row within a page: names folded to one paragraph and cut past the limit', async () => {
    expect(printedName(' Przejazd\n\nWarszawa   –  Łódź ')).toBe('Przejazd Warszawa – Łódź');
    expect(printedName('x'.repeat(MAX_PRINTED_NAME))).toHaveLength(MAX_PRINTED_NAME);
    expect(printedName('x'.repeat(MAX_PRINTED_NAME + 1))).toBe(`${'x'.repeat(MAX_PRINTED_NAME - 1)}…`);
    const huge = invoiceOf([
      line('Zażółć gęślą jaźń\n'.repeat(600), 'km', 1_000, 100, 8),
      line('Drugi', 'szt.', 1_000, 100, 23),
    ]);
    const pages = await pagesText(await renderInvoicePdf(huge));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('… km 1 1,00 8% 1,00 0,08 1,08 2. Drugi');
  });
});
