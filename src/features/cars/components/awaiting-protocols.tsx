import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_SUCCESS_MESSAGE } from '@/ui/notice/notice-context';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import type { TransferProtocol } from '@domain/contract/fleet-car.schema';
import type { FleetActor } from '@domain/fleet/car-permissions';
import { EQUIPMENT, type EquipmentKey } from '@domain/fleet/transfer-protocol.schema';
import {
  PROTOCOL_AWAITS_VALIDATION,
  TRANSFER_STATUS_LABELS,
  canProtocolMove,
  type ProtocolMove,
  type TransferStatus,
} from '@domain/fleet/transfer-protocol-transitions';
import { carsKeys } from '../api/cars-api';
import { moveProtocol, myCarKeys, protocolsKeys } from '../api/transfer-protocols-api';

/** The moves offered on a waiting protocol, with the call and the status each sends (row 407). */
const MOVES: ReadonlyArray<{
  move: ProtocolMove;
  label: string;
  step: 'accept' | 'validate';
  status: 'accepted' | 'declined';
}> = [
  { move: 'accept', label: 'Akceptuj', step: 'accept', status: 'accepted' },
  { move: 'refuse', label: 'Odrzuć', step: 'accept', status: 'declined' },
  { move: 'validate', label: 'Zatwierdź', step: 'validate', status: 'accepted' },
  { move: 'reject', label: 'Odrzuć', step: 'validate', status: 'declined' },
];

export const equipmentText = (keys: readonly string[]) =>
  keys.map((key) => EQUIPMENT[key as EquipmentKey] ?? key).join(', ');

/**
 * The rules read the car's company; the server lists a validator only its own company's protocols
 * (GET api/cars/mine), so the user's company stands in for the car's, which the wire does not carry.
 */
const facts = (protocol: TransferProtocol, user: FleetActor) => ({
  status: protocol.status,
  newDriverId: protocol.newDriver.id,
  createdById: protocol.createdBy?.id ?? null,
  car: { companyId: user.companyId, userId: protocol.driver?.id ?? null },
});

function AwaitingProtocol({ protocol, user }: { protocol: TransferProtocol; user: FleetActor }) {
  const move = useResourceMutation({
    kind: 'edit',
    resource: [myCarKeys.all[0], carsKeys.all[0], protocolsKeys.all[0]],
    mutationFn: (chosen: (typeof MOVES)[number]) => moveProtocol(protocol, chosen.step, chosen.status),
    successText: (saved) =>
      saved.status === 'waiting_for_validation' ? PROTOCOL_AWAITS_VALIDATION : DEFAULT_SUCCESS_MESSAGE,
  });
  const offered = MOVES.filter((entry) => canProtocolMove(user, facts(protocol, user), entry.move));
  const { car } = protocol;
  const heading = `${car.registrationNumber} (${car.brand} ${car.model})`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`Protokół przekazania ${car.registrationNumber}`}
    >
      <CardContent>
        <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {heading}
        </Typography>
        {protocol.driver && <Typography>Przekazuje: {protocol.driver.name}</Typography>}
        <Typography>Przejmuje: {protocol.newDriver.name}</Typography>
        <Typography color="text.secondary">
          {`${protocol.transferDate.date} ${protocol.transferDate.time} · ${protocol.mileageReading} km · `}
          {TRANSFER_STATUS_LABELS[protocol.status as TransferStatus] ?? protocol.status}
        </Typography>
        {protocol.equipment.length > 0 && (
          <Typography>Wyposażenie: {equipmentText(protocol.equipment)}</Typography>
        )}
        {protocol.remarks && <Typography>Uwagi: {protocol.remarks}</Typography>}
      </CardContent>
      {offered.length > 0 && (
        <CardActions>
          {offered.map((entry) => (
            <Button
              key={entry.move}
              variant={entry.status === 'accepted' ? 'contained' : 'text'}
              color={entry.status === 'accepted' ? 'primary' : 'error'}
              disabled={move.isPending}
              onClick={() => move.mutate(entry)}
            >
              {entry.label}
            </Button>
          ))}
        </CardActions>
      )}
    </Card>
  );
}

/** 'Protokoły oczekujące': to accept as the new driver, or to validate as the company's fleet user. */
export function AwaitingProtocols({ protocols, user }: { protocols: TransferProtocol[]; user: FleetActor }) {
  if (protocols.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="awaiting-protocols-title" spacing={1.5} sx={{ mb: 3 }}>
      <Typography id="awaiting-protocols-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Protokoły oczekujące
      </Typography>
      {protocols.map((protocol) => (
        <AwaitingProtocol key={protocol.id} protocol={protocol} user={user} />
      ))}
    </Stack>
  );
}
