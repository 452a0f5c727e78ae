import { describe, expect, it } from 'vitest';
import { buildInvoiceCoursesCsv, INVOICE_CSV_HEADER } from './invoice-courses.csv';

describe('the invoice courses CSV', () => {
  it('escapes every cell: formulas get an apostrophe, separators and quotes are quoted', () => {
    const csv = buildInvoiceCoursesCsv('=FV 1/11/2026', [
      {
        courseId: 7,
        day: '2026-10-02',
        rideNumbers: ['+KM/1', 'a;b', 'say "hi"'],
        distance: 12,
        waitingHundredthsOfHour: 150,
        highwayCost: 123456,
      },
      {
        courseId: 8,
        day: '2026-10-03',
        rideNumbers: ['@x'],
        distance: null,
        waitingHundredthsOfHour: null,
        highwayCost: null,
      },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(INVOICE_CSV_HEADER.join(';'));
    expect(lines[1]).toBe(`'=FV 1/11/2026;7;2026-10-02;"'+KM/1, a;b, say ""hi""";12;1,50;1234,56`);
    expect(lines[2]).toBe(`'=FV 1/11/2026;8;2026-10-03;'@x;;;`);
    expect(lines[3]).toBe('');
  });
});
