/**
 * What an invoice's printable document shows (issue 17, `GET api/invoices/{id}/pdf`): everything already
 * computed, so the renderer only lays it out. The invoice resource builds one from its rows with the
 * domain's own totals (`domain/invoices/*`); the PDF renderer (`server/invoice-pdf/`) draws it.
 * Money is integer hundredths of a zloty (grosze) everywhere; dates are Polish calendar days `YYYY-MM-DD`.
 */

/** Seller or buyer: a company as the invoice shows it (administration.md §3 Company). */
export interface InvoiceParty {
  name: string;
  /** NIP, 10 digits. */
  taxNumber: string;
  street: string;
  zipCode: string;
  city: string;
  /** The seller's account receives the payment; a buyer's may be null. */
  bankAccountNumber: string | null;
}

/** One item row, its amounts computed. */
export interface InvoiceDocumentLine {
  name: string;
  /** 'km' for passenger transport, 'szt.' for waiting and highway fees. */
  unit: string;
  /** Quantity in thousandths (1.5 km = 1500), so kilometres with decimals stay integers. */
  quantityMilli: number;
  /** VAT rate in percent: 8 or 23. */
  taxRate: number;
  /** Net unit price, grosze. */
  unitPriceNet: number;
  net: number;
  vat: number;
  gross: number;
}

/** One row of the VAT summary: the lines of one rate added up. */
export interface InvoiceVatRow {
  taxRate: number;
  net: number;
  vat: number;
  gross: number;
}

export interface InvoiceDocument {
  /** e.g. 'FV 3/11/2026'. */
  number: string;
  /** The status label (e.g. 'Proforma' prints as a pro forma invoice). */
  status: 1 | 2 | 3 | 4 | 10;
  place: string;
  issueDate: string;
  sellDate: string;
  paymentTo: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: readonly InvoiceDocumentLine[];
  vatSummary: readonly InvoiceVatRow[];
  totals: { net: number; vat: number; gross: number };
}
