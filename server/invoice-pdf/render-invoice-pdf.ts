/**
 * PLACEHOLDER of the invoices branch only: the invoice-PDF helper writes the real renderer at this path
 * and the lead replaces this file at merge. Until then the PDF route answers 500 with this error.
 */
import type { InvoiceDocument } from '../../domain/invoices/invoice-document';

export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  void document;
  return Promise.reject(new Error('renderer not merged'));
}
