import type {
  InvoiceCandidates,
  InvoiceCourseWire,
  InvoiceListItem,
  InvoiceWire,
} from '@domain/contract/invoice.schema';

/** A seller and a buyer as the invoice contract carries them (Taxi Trans Warszawa bills Koleje Mazowieckie). */
export const INVOICE_SELLER = {
  '@id': '/api/companies/3',
  id: 3,
  name: 'Taxi Trans Warszawa',
  taxNumber: '5250001111',
  street: 'Grochowska 12',
  zipCode: '04-301',
  city: 'Warszawa',
  bankAccountNumber: '12105000997603123456789123',
};
export const INVOICE_BUYER = {
  '@id': '/api/companies/5',
  id: 5,
  name: 'Koleje Mazowieckie',
  taxNumber: '1130000222',
  street: 'Lubelska 26',
  zipCode: '03-802',
  city: 'Warszawa',
  bankAccountNumber: null,
};

export function buildInvoiceCourse(overrides: Partial<InvoiceCourseWire> = {}): InvoiceCourseWire {
  const id = overrides.id ?? 701;
  return {
    '@id': `/api/taxi_courses/${id}`,
    id,
    day: '2026-10-14',
    rideNumbers: ['KM/1'],
    distance: 120,
    waitingHundredthsOfHour: 150,
    highwayCost: 900,
    ...overrides,
  };
}

/** A row of `GET api/invoices`: Wystawiona, 14 days left, 1 080,00 zł gross by default. */
export function buildInvoiceListItem(overrides: Partial<InvoiceListItem> = {}): InvoiceListItem {
  const id = overrides.id ?? 41;
  return {
    '@id': `/api/invoices/${id}`,
    '@type': 'Invoice',
    id,
    number: 'FV 1/11/2026',
    status: 2,
    buyer: { '@id': INVOICE_BUYER['@id'], id: INVOICE_BUYER.id, name: INVOICE_BUYER.name },
    issueDate: '2026-11-02',
    sellDate: '2026-10-31',
    paymentTo: '2026-11-16',
    daysLeft: 14,
    gross: 108_000,
    ...overrides,
  };
}

/**
 * `GET api/invoices/{id}`: one 8 % line, 100 km at 10,00 zł (1 000,00 net, 80,00 VAT), version 3.
 * The figures add up so a test can read them back.
 */
export function buildInvoice(overrides: Partial<InvoiceWire> = {}): InvoiceWire {
  const line = { net: 100_000, vat: 8_000, gross: 108_000 };
  return {
    ...buildInvoiceListItem(overrides),
    seller: INVOICE_SELLER,
    buyer: INVOICE_BUYER,
    place: 'Warszawa',
    kilometerStake: 1000,
    waitStake: 4000,
    invoiceItems: [
      { name: 'Przewóz osób', quantityUnit: 'km', tax: 8, price: 1000, quantity: 100_000, ...line },
    ],
    vatSummary: [{ taxRate: 8, ...line }],
    totals: line,
    courses: [buildInvoiceCourse()],
    version: 3,
    ...overrides,
  };
}

/** `GET api/invoice_candidates?month=`: one buyer with two settled courses (the stakes 3,20 zł/km, 40 zł/h). */
export function buildInvoiceCandidates(overrides: Partial<InvoiceCandidates> = {}): InvoiceCandidates {
  return {
    month: '2026-10',
    seller: {
      '@id': INVOICE_SELLER['@id'],
      id: INVOICE_SELLER.id,
      name: INVOICE_SELLER.name,
      bankAccountNumber: INVOICE_SELLER.bankAccountNumber,
    },
    buyers: [
      {
        buyer: { '@id': INVOICE_BUYER['@id'], id: INVOICE_BUYER.id, name: INVOICE_BUYER.name },
        kilometerStake: 320,
        waitStake: 4000,
        courses: [
          buildInvoiceCourse({
            id: 701,
            rideNumbers: ['KM/1'],
            distance: 100,
            waitingHundredthsOfHour: 150,
            highwayCost: 900,
          }),
          buildInvoiceCourse({
            id: 702,
            day: '2026-10-20',
            rideNumbers: ['KM/2'],
            distance: 20,
            waitingHundredthsOfHour: null,
            highwayCost: null,
          }),
        ],
      },
    ],
    ...overrides,
  };
}
