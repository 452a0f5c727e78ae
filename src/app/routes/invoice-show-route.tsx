import { useParams } from 'react-router';
import { mayUseInvoices } from '@domain/invoices/invoice-permissions';
import { InvoiceShow } from '@/features/invoices/components/invoice-show';
import { NoAccess } from './no-access';
import { useLoadedUser } from './use-loaded-user';
import { asRuleUser } from '@/api/user.schema';

/** /invoices/show/:id (row 500). */
export function Component() {
  const user = useLoadedUser();
  const id = Number(useParams().id);
  const actor = asRuleUser(user);
  if (!mayUseInvoices(actor)) return <NoAccess />;
  return <InvoiceShow id={id} actor={actor} />;
}
