import { mayUseInvoices } from '@domain/invoices/invoice-permissions';
import { InvoiceCreate } from '@/features/invoices/components/invoice-create';
import { NoAccess } from './no-access';
import { useLoadedUser } from './use-loaded-user';
import { asRuleUser } from '@/api/user.schema';

/** /invoices/create (row 500). */
export function Component() {
  const user = useLoadedUser();
  if (!mayUseInvoices(asRuleUser(user))) return <NoAccess />;
  return <InvoiceCreate />;
}
