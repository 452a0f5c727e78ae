import Box from '@mui/material/Box';
import { PhoneLink } from '@/ui/contact/phone-link';
import Typography from '@mui/material/Typography';
import PersonIcon from '@mui/icons-material/Person';
import TrainIcon from '@mui/icons-material/Train';
import type { Segment } from '@domain/contract/course.schema';
import { formatDuration, formatKm } from '@domain/distance-format';
import type { CardOption } from '../hooks/use-view-settings';

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
          {formatKm(distance)}
          {segment.time !== null ? ` · ${formatDuration(segment.time)}` : ''}
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
