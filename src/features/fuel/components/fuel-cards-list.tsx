import { useState } from 'react';
import { ResourceList } from '@/ui/resource-list/resource-list';
import { fuelCardSchema, fuelCardsKeys } from '../api/fuel-api';
import { FuelCardDialog } from './fuel-card-dialog';

/** 'Karty paliwowe' (administration.md §2.7, §4): the company's fuel cards, newest first, searchable. */
export function FuelCardsList() {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ResourceList
        title="Karty paliwowe"
        resource={fuelCardsKeys.all[0]}
        path="/api/fuel_cards"
        itemSchema={fuelCardSchema}
        nameLabel="Numer karty"
        rowLabel={(card) => card.cardNumber}
        rowKey={(card) => card.id}
        columns={[
          { id: 'fuelCardCompany', label: 'Firma paliwowa', render: (card) => card.fuelCardCompany.name },
          { id: 'car', label: 'Samochód', render: (card) => card.car?.registrationNumber ?? '—' },
          { id: 'driver', label: 'Kierowca', render: (card) => card.driver?.name ?? '—' },
        ]}
        create={{ label: 'Dodaj kartę paliwową', onClick: () => setAdding(true) }}
        searchLabel="Szukaj karty"
      />
      {adding && <FuelCardDialog onClose={() => setAdding(false)} />}
    </>
  );
}
