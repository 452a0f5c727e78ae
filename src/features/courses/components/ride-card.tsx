import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { rideStatusColor, rideStatusLabel } from '@domain/courses/ride-status';
import type { Ride } from '../api/course.schema';
import type { CardOption } from '../hooks/use-view-settings';
import { SegmentsTimeline } from './segments-timeline';

interface RideCardProps {
  ride: Ride;
  kilometer: boolean;
  /** Company users know their own company: its name is not repeated on the card. */
  showCompany: boolean;
  options: readonly CardOption[];
  dispatcher: string | null;
}

export function RideCard({ ride, kilometer, showCompany, options, dispatcher }: RideCardProps) {
  const colour = rideStatusColor(ride.status);
  return (
    <Box
      component="section"
      aria-label={`Przejazd ${ride.number ?? ride.id}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      <Box
        sx={{
          bgcolor: colour,
          color: '#fff',
          px: 1.5,
          py: 0.5,
          display: 'flex',
          gap: 1,
          alignItems: 'baseline',
        }}
      >
        <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {ride.number ?? ride.id}
        </Typography>
        {showCompany && ride.company ? (
          <Typography variant="caption" noWrap sx={{ ml: 'auto', minWidth: 0 }}>
            {ride.company.name}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ px: 1.5, py: 0.25, bgcolor: `${colour}22`, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="caption" sx={{ fontWeight: 600 }}>
          {rideStatusLabel(kilometer ? 'kilometer' : 'taxi', ride.status)}
        </Typography>
      </Box>
      <SegmentsTimeline ride={ride} options={options} dispatcher={dispatcher} />
    </Box>
  );
}
