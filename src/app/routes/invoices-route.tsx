import { mayUseInvoices } from '@domain/invoices/invoice-permissions';
import { InvoiceList } from '@/features/invoices/components/invoice-list';
import { NoAccess } from './no-access';
import { useLoadedUser } from './use-loaded-user';

/** 'Fakturowanie' (/invoices, administration.md §2.1): ROLE_INVOICE with ROLE_TRANSPORT_COMPANY (row 500). */
export function Component() {
  const user = useLoadedUser();
  if (!mayUseInvoices({ roles: user.roles, companyId: user.company?.id ?? null })) return <NoAccess />;
  return <InvoiceList />;
}
