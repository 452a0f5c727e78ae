import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceLine, invoiceTotals } from './invoice-totals';

const line = fc.record({
  name: fc.constant('Przewóz osób'),
  unit: fc.constantFrom('km', 'szt.'),
  taxRate: fc.constantFrom(8, 23),
  unitPriceNet: fc.integer({ min: 0, max: 100_000_00 }),
  quantityMilli: fc.integer({ min: 1, max: 100_000_000 }),
});

describe('invoice totals in grosze', () => {
  it('examples: half up to the grosz, VAT from the rounded net', () => {
    expect(
      invoiceLine({ name: 'a', unit: 'km', taxRate: 8, unitPriceNet: 320, quantityMilli: 12_500 }),
    ).toMatchObject({ net: 4000, vat: 320, gross: 4320 });
    // 0.333 km at 1,00 zł = 33.3 gr -> 33; 23 % of 33 = 7.59 -> 8.
    expect(
      invoiceLine({ name: 'a', unit: 'km', taxRate: 23, unitPriceNet: 100, quantityMilli: 333 }),
    ).toMatchObject({
      net: 33,
      vat: 8,
      gross: 41,
    });
    // 0.5 gr rounds up.
    expect(invoiceLine({ name: 'a', unit: 'km', taxRate: 8, unitPriceNet: 1, quantityMilli: 500 }).net).toBe(
      1,
    );
  });

  it('every column adds up: lines to the VAT summary, the summary to the totals, net + VAT = gross', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const { lines: computed, vatSummary, totals } = invoiceTotals(lines);
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        for (const row of computed) {
          expect(Number.isSafeInteger(row.net) && Number.isSafeInteger(row.vat)).toBe(true);
          expect(row.gross).toBe(row.net + row.vat);
        }
        for (const row of vatSummary) {
          const own = computed.filter((entry) => entry.taxRate === row.taxRate);
          expect(row.net).toBe(sum(own.map((entry) => entry.net)));
          expect(row.vat).toBe(sum(own.map((entry) => entry.vat)));
          expect(row.gross).toBe(row.net + row.vat);
        }
        expect(totals.net).toBe(sum(computed.map((entry) => entry.net)));
        expect(totals.vat).toBe(sum(vatSummary.map((row) => row.vat)));
        expect(totals.gross).toBe(totals.net + totals.vat);
        expect(totals.gross).toBe(sum(computed.map((entry) => entry.gross)));
      }),
    );
  });

  it('a line is within half a grosz of the exact product, and its VAT within half a grosz of the rate', () => {
    fc.assert(
      fc.property(line, (input) => {
        const { net, vat } = invoiceLine(input);
        expect(Math.abs(net - (input.unitPriceNet * input.quantityMilli) / 1000)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(vat - (net * input.taxRate) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
