import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DetailRow } from '@/ui/detail/detail-row';
import { QueryGate } from '@/ui/detail/query-gate';
import type { MyCar } from '@domain/contract/fleet-car.schema';
import type { FleetActor } from '@domain/fleet/car-permissions';
import { mayHandOverCar } from '@domain/fleet/transfer-protocol-transitions';
import { useMyCar } from '../api/transfer-protocols-api';
import { AwaitingProtocols, equipmentText } from './awaiting-protocols';
import { TransferProtocolDialog } from './transfer-protocol-dialog';
import { formatKm } from '@domain/distance-format';

export const NO_CAR = 'Nie masz przypisanego samochodu';

function CarDetails({ data, user }: { data: MyCar; user: FleetActor }) {
  const [handing, setHanding] = useState(false);
  const { car, latestProtocol: latest } = data;
  if (!car) return <Typography color="text.secondary">{NO_CAR}</Typography>;
  const mayHandOver = mayHandOverCar(
    user,
    { companyId: car.company?.id ?? null, userId: car.user?.id ?? null },
    car.hasPendingProtocol,
  );
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0, mt: 2 }}>
        <DetailRow label="Numer rejestracyjny" value={car.registrationNumber} />
        <DetailRow label="Marka" value={car.brand.name} />
        <DetailRow label="Model" value={car.model.name} />
        <DetailRow label="VIN" value={car.vin} />
        <DetailRow label="Przebieg" value={formatKm(car.mileage)} />
        <DetailRow label="Pojemność silnika" value={`${car.engineCapacity} cm3`} />
        <DetailRow label="Firma zarządzająca" value={car.company?.name ?? ''} />
        {latest && (
          <>
            <DetailRow
              label="Data przekazania"
              value={`${latest.transferDate.date} ${latest.transferDate.time}`}
            />
            <DetailRow label="Wyposażenie" value={equipmentText(latest.equipment)} />
            <DetailRow label="Uwagi" value={latest.remarks} />
          </>
        )}
      </Box>
      {mayHandOver && (
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => setHanding(true)}>
          Przekaż samochód
        </Button>
      )}
      {handing && <TransferProtocolDialog car={car} onClose={() => setHanding(false)} />}
    </>
  );
}

/**
 * user-car-settings (administration.md §2.6): the car the user drives with the transfer date, equipment
 * and remarks of its latest protocol; 'Przekaż samochód' hidden while a protocol is pending (§4); the
 * protocols waiting for the user to accept or, for a validator, to validate (row 410).
 */
export function UserCarSettings({ user }: { user: FleetActor }) {
  const query = useMyCar();
  return (
    <QueryGate query={query}>
      {(data) => (
        // What waits for the user's answer comes first: a fleet user without a car of their own
        // found the protocols to approve below 'Nie masz przypisanego samochodu' (issue 31).
        <>
          <AwaitingProtocols protocols={data.awaiting} user={user} />
          <CarDetails data={data} user={user} />
        </>
      )}
    </QueryGate>
  );
}
