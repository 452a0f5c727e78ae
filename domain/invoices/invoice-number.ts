/**
 * Invoice numbers (docs/decisions/018-invoice-numbering.md, row 507): per seller and month of the issue
 * date, 1, 2, 3 … with no gap and no repeat, printed 'FV {n}/{MM}/{YYYY}'.
 * Example: invoiceNumber(3, '2026-11-05') === 'FV 3/11/2026'
 */
export function invoiceNumber(sequence: number, issueDate: string): string {
  const [year = '', month = ''] = issueDate.split('-');
  return `FV ${sequence}/${month}/${year}`;
}

/** The month key the counter runs in: 'YYYY-MM' of the issue date. */
export const invoiceNumberMonth = (issueDate: string): string => issueDate.slice(0, 7);
