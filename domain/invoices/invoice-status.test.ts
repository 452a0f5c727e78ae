import { describe, expect, it } from 'vitest';
import {
  INVOICE_REFUSALS,
  INVOICE_STATUSES,
  invoiceDaysLeft,
  invoiceMove,
  invoiceNextStatuses,
  type InvoiceStatus,
} from './invoice-status';
import { defaultInvoiceItems } from './invoice-defaults';
import { invoiceNumber } from './invoice-number';

const seller = { roles: ['ROLE_DEFAULT', 'ROLE_TRANSPORT_COMPANY', 'ROLE_INVOICE'], companyId: 3 };
const invoice = (status: InvoiceStatus) => ({ sellerId: 3, status });

/** Row 503, every pair: the allowed moves; anything else is refused with 409. */
const ALLOWED: readonly [InvoiceStatus, InvoiceStatus][] = [
  [1, 2],
  [1, 10],
  [2, 3],
  [2, 4],
  [2, 10],
  [3, 4],
  [3, 10],
];

describe('invoice status moves (row 503)', () => {
  const pairs = INVOICE_STATUSES.flatMap((from) => INVOICE_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('%i -> %i', (from, to) => {
    const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
    expect(invoiceMove(seller, invoice(from), to)).toEqual(
      allowed
        ? { allowed: true, status: to }
        : { allowed: false, reason: 'status', message: INVOICE_REFUSALS.status },
    );
  });

  it.each([
    ['another company', { ...seller, companyId: 4 }],
    ['no ROLE_INVOICE', { ...seller, roles: ['ROLE_TRANSPORT_COMPANY'] }],
    ['no ROLE_TRANSPORT_COMPANY', { ...seller, roles: ['ROLE_INVOICE'] }],
    ['the administrator', { roles: ['ROLE_ADMIN'], companyId: null }],
  ])('%s may not move an invoice (403)', (_label, user) => {
    expect(invoiceMove(user, invoice(1), 2)).toEqual({ allowed: false, reason: 'forbidden' });
    expect(invoiceNextStatuses(user, invoice(1))).toEqual([]);
  });

  it('offers the buttons of the table', () => {
    expect(invoiceNextStatuses(seller, invoice(2))).toEqual([3, 4, 10]);
    expect(invoiceNextStatuses(seller, invoice(4))).toEqual([]);
  });
});

describe('days left (§4)', () => {
  it.each([
    [1, '2026-12-10', 14],
    [3, '2026-11-20', -6],
    [4, '2026-12-10', null],
    [10, '2026-12-10', null],
  ] as const)('status %i, payment %s -> %s', (status, paymentTo, expected) => {
    expect(invoiceDaysLeft(status, paymentTo, '2026-11-26')).toBe(expected);
  });
  it('counts calendar days across the DST change', () => {
    expect(invoiceDaysLeft(2, '2026-11-01', '2026-10-20')).toBe(12);
  });
});

describe('defaults and number', () => {
  it('prices km at 8 %, waiting and highway fees at 23 % per piece (row 506)', () => {
    expect(
      defaultInvoiceItems(
        [
          { distance: 10, waitingHundredthsOfHour: 150, highwayCost: 900 },
          { distance: 5, waitingHundredthsOfHour: null, highwayCost: 100 },
        ],
        { kilometerStake: 320, waitStake: 4000 },
      ),
    ).toEqual([
      { name: 'Przewóz osób', unit: 'km', taxRate: 8, unitPriceNet: 320, quantityMilli: 15_000 },
      { name: 'Oczekiwanie', unit: 'szt.', taxRate: 23, unitPriceNet: 4000, quantityMilli: 1500 },
      { name: 'Opłaty za autostrady', unit: 'szt.', taxRate: 23, unitPriceNet: 1000, quantityMilli: 1000 },
    ]);
  });
  it('numbers as FV n/MM/YYYY', () => {
    expect(invoiceNumber(3, '2026-11-05')).toBe('FV 3/11/2026');
    expect(invoiceNumber(12, '2027-01-31')).toBe('FV 12/01/2027');
  });
});
