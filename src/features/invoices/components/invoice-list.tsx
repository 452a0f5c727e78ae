import { formatDate } from '@domain/dates';
import { INVOICE_STATUS_LABELS } from '@domain/invoices/invoice-status';
import { invoiceListItemSchema } from '@domain/contract/invoice.schema';
import { ResourceList } from '@/ui/resource-list/resource-list';
import { invoiceKeys } from '../api/invoices-api';
import { daysLeftText, formatMoney } from './invoice-format';

/**
 * 'Fakturowanie' (/invoices): the company's invoices with status and days left, an administration list
 * (§2.7, row 781: pages, newest first, a search of the number or the buyer), each leading to its page.
 */
export function InvoiceList() {
  return (
    <ResourceList
      title="Faktury"
      resource={invoiceKeys.all[0]}
      path="/api/invoices"
      itemSchema={invoiceListItemSchema}
      nameLabel="Numer"
      rowLabel={(invoice) => invoice.number}
      rowKey={(invoice) => invoice.id}
      rowHref={(invoice) => `/invoices/show/${invoice.id}`}
      columns={[
        { id: 'buyer', label: 'Nabywca', render: (invoice) => invoice.buyer.name },
        { id: 'issueDate', label: 'Data wystawienia', render: (invoice) => formatDate(invoice.issueDate) },
        { id: 'sellDate', label: 'Data sprzedaży', render: (invoice) => formatDate(invoice.sellDate) },
        { id: 'paymentTo', label: 'Termin płatności', render: (invoice) => formatDate(invoice.paymentTo) },
        { id: 'gross', label: 'Brutto', align: 'right', render: (invoice) => formatMoney(invoice.gross) },
        {
          id: 'status',
          label: 'Status',
          status: true,
          render: (invoice) => INVOICE_STATUS_LABELS[invoice.status],
        },
        {
          id: 'daysLeft',
          label: 'Dni do zapłaty',
          align: 'right',
          render: (invoice) => daysLeftText(invoice.daysLeft),
        },
      ]}
      create={{ label: 'Wystaw fakturę', to: '/invoices/create' }}
      searchLabel="Szukaj faktury"
    />
  );
}
