/**
 * `GET api/invoices/courses_export/{id}`: the invoice's courses as CSV (semicolons, decimal commas, UTF-8
 * with a byte-order mark, as the kilometer report's CSV); EVERY cell through `csvCell` (escape-cell.ts),
 * numbers included, so nothing a user typed can become a formula.
 */
import { formatAmount } from '../../../domain/money';
import { csvCell } from '../../reports/escape-cell';
import type { CandidateCourse } from './invoice-candidates';

export const INVOICE_CSV_HEADER = [
  'Nr faktury',
  'Kurs',
  'Data',
  'Przejazdy',
  'Km',
  'Oczekiwanie (h)',
  'Autostrady (zł)',
];

const plain = (text: string) => text.replace(/\s/g, '');
const optional = (value: number | null, format: (value: number) => string) =>
  value === null ? '' : plain(format(value));

export function buildInvoiceCoursesCsv(number: string, courses: readonly CandidateCourse[]): string {
  const rows = [INVOICE_CSV_HEADER];
  for (const course of courses)
    rows.push([
      number,
      String(course.courseId),
      course.day,
      course.rideNumbers.join(', '),
      optional(course.distance, String),
      optional(course.waitingHundredthsOfHour, formatAmount),
      optional(course.highwayCost, formatAmount),
    ]);
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
