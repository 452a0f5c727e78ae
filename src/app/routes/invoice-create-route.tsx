import { mayUseInvoices } from '@domain/invoices/invoice-permissions';
import { InvoiceCreate } from '@/features/invoices/components/invoice-create';
import { NoAccess } from './no-access';
import { useLoadedUser } from './use-loaded-user';

/** /invoices/create (row 500). */
export function Component() {
  const user = useLoadedUser();
  if (!mayUseInvoices({ roles: user.roles, companyId: user.company?.id ?? null })) return <NoAccess />;
  return <InvoiceCreate />;
}
