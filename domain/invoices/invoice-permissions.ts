/**
 * Who reads and writes invoices (administration.md §2.1 route table: ROLE_TRANSPORT_COMPANY; §2.3 menu
 * 'Fakturowanie': ROLE_INVOICE). Row 504: both roles are needed and a user sees and writes only the
 * invoices their own company issued as the seller; the administrator has no invoice screens (an invoice is
 * the seller's own document), so the server answers 403 to anyone else and 404 to another seller's invoice.
 */
import { hasRole, type HasRoles } from '../auth/roles';

export interface InvoiceActor extends HasRoles {
  companyId: number | null;
}

/** Whether the user has the invoice screens at all (menu, routes, `GET api/invoices`). */
export const mayUseInvoices = (user: InvoiceActor): boolean =>
  user.companyId !== null && hasRole(user, 'ROLE_INVOICE') && hasRole(user, 'ROLE_TRANSPORT_COMPANY');

/** Whether the user may see / write an invoice of this seller. */
export const mayWriteInvoice = (user: InvoiceActor, sellerId: number): boolean =>
  mayUseInvoices(user) && user.companyId === sellerId;
