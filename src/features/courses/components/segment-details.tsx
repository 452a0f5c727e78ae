import Box from '@mui/material/Box';
import { PhoneLink } from '@/ui/contact/phone-link';
import Typography from '@mui/material/Typography';
import PersonIcon from '@mui/icons-material/Person';
import TrainIcon from '@mui/icons-material/Train';
import type { Segment } from '@domain/contract/course.schema';
import type { CardOption } from '../hooks/use-view-settings';

/** Example: durationLabel(1500) === '25 min'; durationLabel(5400) === '1 h 30 min' */
export function durationLabel(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/** Example: kilometres(12.5) === '12,5 km' */
export const kilometres = (distance: number) =>
  `${distance.toLocaleString('pl-PL', { maximumFractionDigits: 1 })} km`;

const lineSx = { display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' } as const;

/** What happens between two waypoints, as far as the user's card settings allow. */
export function SegmentDetails({ segment, options }: { segment: Segment; options: readonly CardOption[] }) {
  const show = (option: CardOption) => options.includes(option);
  const passengers = show('passengers') ? segment.employees : [];
  const locomotives = show('locomotives') ? segment.locomotives : [];
  const distance = show('distance_and_time') && segment.distance !== null ? segment.distance : null;
  if (passengers.length === 0 && locomotives.length === 0 && distance === null) return null;

  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', pl: 8, display: 'grid', gap: 0.25, color: 'text.secondary' }}
    >
      {passengers.length > 0 ? (
        <Typography variant="caption" sx={lineSx}>
          <PersonIcon fontSize="inherit" aria-hidden="true" />
          {passengers.map((employee, index) => (
            <span key={employee.id}>
              {employee.phone ? <PhoneLink phone={employee.phone}>{employee.name}</PhoneLink> : employee.name}
              {index < passengers.length - 1 ? ',' : ''}
            </span>
          ))}
        </Typography>
      ) : null}
      {distance !== null ? (
        <Typography variant="caption">
          {kilometres(distance)}
          {segment.time !== null ? ` · ${durationLabel(segment.time)}` : ''}
        </Typography>
      ) : null}
      {locomotives.length > 0 ? (
        <Typography variant="caption" sx={lineSx}>
          <TrainIcon fontSize="inherit" aria-hidden="true" />
          Lokomotywy: {locomotives.map((locomotive) => locomotive.sideNumber).join(', ')}
        </Typography>
      ) : null}
    </Box>
  );
}
