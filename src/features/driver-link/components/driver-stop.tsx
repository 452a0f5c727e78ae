import Box from '@mui/material/Box';
import { PhoneLink } from '@/ui/contact/phone-link';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { InfoWaypoint } from '@domain/contract/course-info.schema';
import { stopClock, stopDay } from './course-stops';

/** A reached mark still on the phone: on its way to the server, or waiting for a connection. */
export type StopPending = 'sending' | 'queued';

interface DriverStopProps {
  letter: string;
  waypoint: InfoWaypoint;
  /** Who gets in here (the passengers of the segment that starts at this stop). */
  passengers: readonly { id: number; name: string; phone?: string | null | undefined }[];
  canReach: boolean;
  pending: StopPending | null;
  onReach: () => void;
}

/** One stop of the driver's page: time, place, passengers with phone links, the reached mark. */
export function DriverStop({ letter, waypoint, passengers, canReach, pending, onReach }: DriverStopProps) {
  const name = waypoint.place?.name ?? 'Przystanek bez nazwy';
  const reached = waypoint.achievedAtByDriver;
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: '48px 1fr', gap: 1.5, py: 1.5 }}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography sx={{ fontWeight: 700 }} aria-label={`Przystanek ${letter}`}>
          {letter}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {stopClock(waypoint.time)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {stopDay(waypoint.time)}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        {waypoint.place?.address ? (
          <Typography variant="body2" color="text.secondary">
            {waypoint.place.address}
          </Typography>
        ) : null}
        {passengers.map((person) => (
          <Typography key={person.id} variant="body2">
            {person.name}
            {person.phone ? (
              <>
                {', '}
                <PhoneLink phone={person.phone} />
              </>
            ) : null}
          </Typography>
        ))}
        {reached && pending ? (
          <Chip
            // The label says 'wysyłanie…'; the spinner only shows it.
            icon={
              pending === 'sending' ? <CircularProgress size={16} aria-hidden="true" /> : <ScheduleIcon />
            }
            color="warning"
            variant="outlined"
            size="small"
            label={`Dojazd o ${stopClock(reached)}, ${pending === 'sending' ? 'wysyłanie…' : 'czeka na wysłanie'}`}
            sx={{ justifySelf: 'start' }}
          />
        ) : reached ? (
          <Chip
            icon={<CheckCircleIcon />}
            color="success"
            variant="outlined"
            size="small"
            label={`Dojazd o ${stopClock(reached)}`}
            sx={{ justifySelf: 'start' }}
          />
        ) : canReach ? (
          <Button variant="outlined" size="small" onClick={onReach} sx={{ justifySelf: 'start' }}>
            Osiągnięto przystanek
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
