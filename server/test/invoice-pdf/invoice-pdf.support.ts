/**
 * Sample invoice documents for the PDF's tests and its screenshot (docs/screens/invoice-pdf.png).
 * Amounts are worked out here line by line (net = quantity × price rounded to the grosz, VAT = net ×
 * rate rounded); the invoice resource computes real ones with the domain's rules.
 */
import type {
  InvoiceDocument,
  InvoiceDocumentLine,
  InvoiceParty,
  InvoiceVatRow,
} from '../../../domain/invoices/invoice-document';

export const SELLER: InvoiceParty = {
  name: 'Taxi Trans Warszawa Sp. z o.o.',
  taxNumber: '5261040828',
  street: 'ul. Żelazna 12/4',
  zipCode: '00-851',
  city: 'Warszawa',
  bankAccountNumber: '61109010140000071219812874',
};

export const BUYER: InvoiceParty = {
  name: 'PKP Intercity S.A.',
  taxNumber: '5262425995',
  street: 'al. Jerozolimskie 142A',
  zipCode: '02-305',
  city: 'Warszawa',
  bankAccountNumber: null,
};

export function line(
  name: string,
  unit: string,
  quantityMilli: number,
  unitPriceNet: number,
  taxRate: number,
): InvoiceDocumentLine {
  const net = Math.round((quantityMilli * unitPriceNet) / 1000);
  const vat = Math.round((net * taxRate) / 100);
  return { name, unit, quantityMilli, taxRate, unitPriceNet, net, vat, gross: net + vat };
}

/** A document around its lines: the VAT rows and totals added up from them. */
export function invoiceOf(
  lines: InvoiceDocumentLine[],
  overrides: Partial<InvoiceDocument> = {},
): InvoiceDocument {
  const rates = [...new Set(lines.map((each) => each.taxRate))].sort((a, b) => a - b);
  const vatSummary: InvoiceVatRow[] = rates.map((taxRate) => {
    const ofRate = lines.filter((each) => each.taxRate === taxRate);
    const sum = (key: 'net' | 'vat' | 'gross') => ofRate.reduce((total, each) => total + each[key], 0);
    return { taxRate, net: sum('net'), vat: sum('vat'), gross: sum('gross') };
  });
  const sum = (key: 'net' | 'vat' | 'gross') => vatSummary.reduce((total, each) => total + each[key], 0);
  return {
    number: 'FV 3/11/2026',
    status: 2,
    place: 'Warszawa',
    issueDate: '2026-11-26',
    sellDate: '2026-11-30',
    paymentTo: '2026-12-10',
    seller: SELLER,
    buyer: BUYER,
    lines,
    vatSummary,
    totals: { net: sum('net'), vat: sum('vat'), gross: sum('gross') },
    ...overrides,
  };
}

/** Three lines, both rates: the everyday invoice (and the screenshot). */
export const shortInvoice = invoiceOf([
  line(
    'Usługa przewozu osób – kursy listopad 2026 (Warszawa Wschodnia – Łódź Fabryczna)',
    'km',
    1_234_500,
    250,
    8,
  ),
  line('Opłata za czas oczekiwania', 'szt.', 3_000, 4_100, 23),
  line('Opłaty za przejazd autostradą A2', 'szt.', 2_000, 9_900, 23),
]);

/** Sixty lines: the table runs over to a second page. */
export const longInvoice = invoiceOf(
  Array.from({ length: 60 }, (_, index) =>
    line(
      `Przejazd nr ${String(index + 1).padStart(3, '0')} Gdańsk – Kraków`,
      'km',
      100_000 + index * 1_500,
      275,
      index % 5 === 0 ? 23 : 8,
    ),
  ),
  { number: 'FV 60/11/2026' },
);

/** Long names and every Polish letter, in the parties and the items. */
export const polishInvoice = invoiceOf(
  [
    line(
      'Zażółć gęślą jaźń — przewóz pracowników ŁÓDŹ ŚRÓDMIEŚCIE ↔ Świnoujście, kierowca Źdźisław Ćwikła, żółty autobus nr 12',
      'km',
      987_650,
      312,
      8,
    ),
    line('Źródło opłat: ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż', 'szt.', 1_000, 123_456, 23),
  ],
  {
    number: 'FV 7/11/2026',
    place: 'Łódź',
    seller: {
      ...SELLER,
      name: 'Przedsiębiorstwo Usług Przewozowych „Żuraw-Łęczyca” Spółka z ograniczoną odpowiedzialnością Spółka Komandytowa',
      city: 'Łęczyca',
      street: 'ul. Źródlana 5',
      zipCode: '99-100',
    },
    buyer: {
      ...BUYER,
      name: 'Śląskie Koleje Żelazne Sp. z o.o.',
      city: 'Gliwice',
      street: 'ul. Świętej Małgorzaty 7',
      zipCode: '44-100',
    },
  },
);
