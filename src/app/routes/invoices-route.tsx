import { mayUseInvoices } from '@domain/invoices/invoice-permissions';
import { InvoiceList } from '@/features/invoices/components/invoice-list';
import { NoAccess } from './no-access';
import { useLoadedUser } from './use-loaded-user';
import { asRuleUser } from '@/api/user.schema';

/** 'Fakturowanie' (/invoices, administration.md §2.1): ROLE_INVOICE with ROLE_TRANSPORT_COMPANY (row 500). */
export function Component() {
  const user = useLoadedUser();
  if (!mayUseInvoices(asRuleUser(user))) return <NoAccess />;
  return <InvoiceList />;
}
