/**
 * Invoice statuses and their moves (administration.md §4: 1 Proforma, 2 Wystawiona, 3 Przekazana do
 * płatności, 4 Opłacona, 10 Anulowana; the allowed moves are docs/spec-decisions.md row 503). One
 * function for the SPA's status buttons and the server's refusals: a user who may not write invoices
 * of the seller gets 'forbidden' (403), a move the table lacks gets 'status' (409).
 */
import { mayWriteInvoice, type InvoiceActor } from './invoice-permissions';

export const INVOICE_STATUSES = [1, 2, 3, 4, 10] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  1: 'Proforma',
  2: 'Wystawiona',
  3: 'Przekazana do płatności',
  4: 'Opłacona',
  10: 'Anulowana',
};

/** Row 503: forward only; paid and cancelled are final; an invoice may be cancelled until it is paid. */
export const INVOICE_MOVES: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  1: [2, 10],
  2: [3, 4, 10],
  3: [4, 10],
  4: [],
  10: [],
};

/** Paid and cancelled lead nowhere: the SPA asks before a move there, since it cannot be undone. */
export const isFinalInvoiceStatus = (status: InvoiceStatus): boolean => INVOICE_MOVES[status].length === 0;

export const INVOICE_REFUSALS = {
  status: 'Nie można zmienić statusu faktury z tego stanu',
} as const;

export type InvoiceMoveResult =
  | { allowed: true; status: InvoiceStatus }
  | { allowed: false; reason: 'forbidden' }
  | { allowed: false; reason: 'status'; message: string };

export const isInvoiceStatus = (value: unknown): value is InvoiceStatus =>
  (INVOICE_STATUSES as readonly unknown[]).includes(value);

/**
 * Whether the user may move the seller's invoice from `from` to `to`.
 * Example: invoiceMove(transport, { sellerId: 3, status: 1 }, 2) -> { allowed: true, status: 2 }
 */
export function invoiceMove(
  user: InvoiceActor,
  invoice: { sellerId: number; status: InvoiceStatus },
  to: InvoiceStatus,
): InvoiceMoveResult {
  if (!mayWriteInvoice(user, invoice.sellerId)) return { allowed: false, reason: 'forbidden' };
  if (!INVOICE_MOVES[invoice.status].includes(to))
    return { allowed: false, reason: 'status', message: INVOICE_REFUSALS.status };
  return { allowed: true, status: to };
}

/** The statuses the SPA offers as buttons for this invoice. */
export const invoiceNextStatuses = (
  user: InvoiceActor,
  invoice: { sellerId: number; status: InvoiceStatus },
): InvoiceStatus[] => INVOICE_MOVES[invoice.status].filter((to) => invoiceMove(user, invoice, to).allowed);

/** A cancelled invoice frees its courses (row 502): only these statuses hold a course. */
export const holdsCourses = (status: InvoiceStatus) => status !== 10;

const DAY_MS = 86_400_000;

/**
 * Days from today to the payment date (negative when overdue); null for paid or cancelled (§4).
 * Both are Polish calendar days YYYY-MM-DD. Example: invoiceDaysLeft(2, '2026-12-10', '2026-11-26') === 14
 */
export function invoiceDaysLeft(status: InvoiceStatus, paymentTo: string, today: string): number | null {
  if (status === 4 || status === 10) return null;
  return Math.round((Date.parse(`${paymentTo}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}
