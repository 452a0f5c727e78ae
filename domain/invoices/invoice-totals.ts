/**
 * An invoice's arithmetic in integers (docs/spec-decisions.md row 505): a line's net is its unit price
 * (grosze) times its quantity (thousandths) rounded half up to the grosz; its VAT is the net times the
 * rate rounded half up; gross = net + VAT. The VAT summary adds the lines of each rate, and the totals
 * add the summary, so every column adds up to the grosz by construction.
 */
import type { InvoiceDocumentLine, InvoiceVatRow } from './invoice-document';

export interface InvoiceLineInput {
  name: string;
  unit: string;
  taxRate: number;
  unitPriceNet: number;
  quantityMilli: number;
}

/** a * b / divisor for non-negative integers, rounded half up, exact within safe integers. */
function roundedRatio(a: number, b: number, divisor: number): number {
  const product = a * b;
  if (!Number.isSafeInteger(product)) throw new RangeError('Invoice amount beyond exact integers');
  return Math.floor((product + Math.floor(divisor / 2)) / divisor);
}

/** Example: invoiceLine({ unitPriceNet: 320, quantityMilli: 12500, taxRate: 8, … }) -> net 4000, vat 320, gross 4320 */
export function invoiceLine(line: InvoiceLineInput): InvoiceDocumentLine {
  const net = roundedRatio(line.unitPriceNet, line.quantityMilli, 1000);
  const vat = roundedRatio(net, line.taxRate, 100);
  return { ...line, net, vat, gross: net + vat };
}

export interface InvoiceTotals {
  lines: InvoiceDocumentLine[];
  vatSummary: InvoiceVatRow[];
  totals: { net: number; vat: number; gross: number };
}

/** The lines computed, the VAT summary by rate (ascending) and the totals. */
export function invoiceTotals(lines: readonly InvoiceLineInput[]): InvoiceTotals {
  const computed = lines.map(invoiceLine);
  const byRate = new Map<number, InvoiceVatRow>();
  for (const line of computed) {
    const row = byRate.get(line.taxRate) ?? { taxRate: line.taxRate, net: 0, vat: 0, gross: 0 };
    byRate.set(line.taxRate, {
      taxRate: line.taxRate,
      net: row.net + line.net,
      vat: row.vat + line.vat,
      gross: row.gross + line.gross,
    });
  }
  const vatSummary = [...byRate.values()].sort((a, b) => a.taxRate - b.taxRate);
  const totals = vatSummary.reduce(
    (sum, row) => ({ net: sum.net + row.net, vat: sum.vat + row.vat, gross: sum.gross + row.gross }),
    { net: 0, vat: 0, gross: 0 },
  );
  return { lines: computed, vatSummary, totals };
}
