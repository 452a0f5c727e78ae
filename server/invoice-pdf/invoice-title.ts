/**
 * What the invoice PDF calls itself, by status (docs/spec-decisions.md row 520): a pro forma (1) is
 * 'Faktura pro forma', every other status a 'Faktura VAT'; a cancelled invoice (10) keeps its title
 * and number and carries the mark 'ANULOWANA', so the printout of a cancelled number never passes
 * for a payable one.
 */
import type { InvoiceDocument } from '../../domain/invoices/invoice-document';

export interface InvoiceTitle {
  title: string;
  /** A line under the title, or null. */
  note: string | null;
  /** The note is a warning (printed in red). */
  warning: boolean;
}

export const PRO_FORMA_NOTE = 'Dokument pro forma, nie jest fakturą VAT';
export const CANCELLED_NOTE = 'ANULOWANA';

export function invoiceTitle(document: Pick<InvoiceDocument, 'number' | 'status'>): InvoiceTitle {
  if (document.status === 1) {
    return { title: `Faktura pro forma nr ${document.number}`, note: PRO_FORMA_NOTE, warning: false };
  }
  if (document.status === 10) {
    return { title: `Faktura VAT nr ${document.number}`, note: CANCELLED_NOTE, warning: true };
  }
  return { title: `Faktura VAT nr ${document.number}`, note: null, warning: false };
}
