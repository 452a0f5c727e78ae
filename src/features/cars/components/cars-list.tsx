import { useState } from 'react';
import { ResourceList } from '@/ui/resource-list/resource-list';
import { iriId } from '@domain/contract/iri';
import { mayEditBrand, type FleetActor } from '@domain/fleet/car-permissions';
import { carSchema, carsKeys, type Car } from '../api/cars-api';
import { CarDialog } from './car-dialog';
import { CarPreviewDialog } from './car-preview-dialog';
import { formatKm } from '@domain/distance-format';

type Open = { mode: 'create' } | { mode: 'preview'; car: Car } | null;

/**
 * 'Samochody' (administration.md §2.4, car-fleet): the cars of the user's company, newest first,
 * searchable by registration number, VIN, brand, model or driver; 'Dodaj samochód'; a row opens the
 * preview. Shown only to `mayManageCars` (the route checks it).
 */
export function CarsList({ canEditBrands, user }: { canEditBrands: boolean; user: FleetActor }) {
  const [open, setOpen] = useState<Open>(null);
  return (
    <>
      <ResourceList
        title="Samochody"
        resource={carsKeys.all[0]}
        path="/api/cars"
        itemSchema={carSchema}
        columns={[
          { id: 'brand', label: 'Marka i model', render: (car) => `${car.brand.name} ${car.model.name}` },
          { id: 'driver', label: 'Kierowca', render: (car) => car.driverName ?? '—' },
          { id: 'mileage', label: 'Przebieg', render: (car) => formatKm(car.mileage) },
        ]}
        nameLabel="Numer rejestracyjny"
        rowLabel={(car) => car.registrationNumber}
        rowKey={(car) => car.id}
        onOpen={(car) => setOpen({ mode: 'preview', car })}
        create={{ label: 'Dodaj samochód', onClick: () => setOpen({ mode: 'create' }) }}
        searchLabel="Szukaj samochodu"
      />
      {open?.mode === 'create' && (
        <CarDialog
          canEditBrands={canEditBrands}
          canEditBrand={(brand) => mayEditBrand(user, iriId(brand.company, 'companies'))}
          onClose={() => setOpen(null)}
          onSaved={(car) => setOpen({ mode: 'preview', car })}
        />
      )}
      {open?.mode === 'preview' && (
        <CarPreviewDialog car={open.car} user={user} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
