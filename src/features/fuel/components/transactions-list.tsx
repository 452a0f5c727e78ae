import { useState } from 'react';
import { formatDateAndTime } from '@domain/dates';
import { formatAmount } from '@domain/money';
import { ResourceList } from '@/ui/resource-list/resource-list';
import { transactionSchema, transactionsKeys } from '../api/fuel-api';
import { ImportTransactionsDialog } from './import-transactions-dialog';
import { NO_FILTERS, TransactionFilters, transactionParams } from './transaction-filters';

/**
 * 'Transakcje' (administration.md §2.7, §4): the company's fuel transactions, newest first, with the
 * filters and 'Import transakcji'; amounts are hundredths shown with 2 decimals.
 */
export function TransactionsList() {
  const [importing, setImporting] = useState(false);
  const [filters, setFilters] = useState(NO_FILTERS);
  return (
    <>
      <ResourceList
        title="Transakcje"
        resource={transactionsKeys.all[0]}
        path="/api/transactions"
        itemSchema={transactionSchema}
        nameLabel="Data transakcji"
        rowLabel={(t) => formatDateAndTime(t.transactionDate)}
        rowKey={(t) => t.id}
        columns={[
          {
            id: 'card',
            label: 'Karta',
            render: (t) => `${t.fuelCard.cardNumber} (${t.fuelCard.fuelCardCompany})`,
          },
          { id: 'car', label: 'Samochód', render: (t) => t.car?.registrationNumber ?? '—' },
          { id: 'driver', label: 'Kierowca', render: (t) => t.driver?.name ?? '—' },
          { id: 'amount', label: 'Kwota', align: 'right', render: (t) => formatAmount(t.amount) },
          {
            id: 'discount',
            label: 'Rabat brutto',
            align: 'right',
            render: (t) => formatAmount(t.grossDiscount),
          },
          {
            id: 'gross',
            label: 'Brutto po rabacie',
            align: 'right',
            render: (t) => formatAmount(t.grossValueAfterDiscount),
          },
          {
            id: 'net',
            label: 'Netto po rabacie',
            align: 'right',
            render: (t) => formatAmount(t.netValueAfterDiscount),
          },
        ]}
        params={transactionParams(filters)}
        filters={<TransactionFilters value={filters} onChange={setFilters} />}
        create={{ label: 'Import transakcji', onClick: () => setImporting(true) }}
        searchLabel="Szukaj"
      />
      {importing && <ImportTransactionsDialog onClose={() => setImporting(false)} />}
    </>
  );
}
