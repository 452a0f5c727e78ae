import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ConfirmDialog, ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { DetailRow } from '@/ui/detail/detail-row';
import type { FleetActor } from '@domain/fleet/car-permissions';
import { mayHandOverCar } from '@domain/fleet/transfer-protocol-transitions';
import { carsKeys, deleteCar, type Car } from '../api/cars-api';
import { TransferProtocolDialog } from './transfer-protocol-dialog';
import { formatKm } from '@domain/distance-format';

interface CarPreviewDialogProps {
  car: Car;
  user: FleetActor;
  onClose: () => void;
}

/**
 * The car preview (administration.md §2.4): registration number, brand, model, VIN, driver name,
 * initial mileage, engine capacity, added by; delete asks 'Czy chcesz usunąć samochód?' (soft delete).
 */
export function CarPreviewDialog({ car, user, onClose }: CarPreviewDialogProps) {
  const [confirming, setConfirming] = useState(false);
  const [handing, setHanding] = useState(false);
  // The list's copy of the car: after a hand-over the preview closes, so a stale flag never shows.
  const mayHandOver = mayHandOverCar(
    user,
    { companyId: car.company?.id ?? null, userId: car.user?.id ?? null },
    car.hasPendingProtocol,
  );
  const remove = useResourceMutation({
    kind: 'delete',
    resource: carsKeys.all[0],
    mutationFn: () => deleteCar(car.id),
    onSuccess: onClose,
  });
  return (
    <>
      <ResourceDialog
        title={`Samochód ${car.registrationNumber}`}
        onClose={onClose}
        onSubmit={onClose}
        submitLabel="Zamknij"
        extraActions={
          <>
            <Button color="error" onClick={() => setConfirming(true)} disabled={car.hasPendingProtocol}>
              Usuń
            </Button>
            {mayHandOver && <Button onClick={() => setHanding(true)}>Przekaż samochód</Button>}
          </>
        }
      >
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
          <DetailRow label="Numer rejestracyjny" value={car.registrationNumber} />
          <DetailRow label="Marka" value={car.brand.name} />
          <DetailRow label="Model" value={car.model.name} />
          <DetailRow label="VIN" value={car.vin} />
          <DetailRow label="Kierowca" value={car.driverName ?? ''} />
          <DetailRow label="Początkowy stan licznika" value={formatKm(car.initialMileage)} />
          <DetailRow label="Pojemność silnika" value={`${car.engineCapacity} cm3`} />
          <DetailRow label="Przebieg" value={formatKm(car.mileage)} />
          <DetailRow label="Dodany przez" value={car.createdBy?.name ?? ''} />
          <DetailRow
            label="Protokół przekazania"
            value={car.hasPendingProtocol ? 'Oczekuje na akceptację lub zatwierdzenie' : ''}
          />
        </Box>
      </ResourceDialog>
      {handing && <TransferProtocolDialog car={car} onClose={() => setHanding(false)} onSaved={onClose} />}
      {confirming && (
        <ConfirmDialog
          title="Czy chcesz usunąć samochód?"
          pending={remove.isPending}
          onConfirm={() => remove.mutate(undefined)}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
