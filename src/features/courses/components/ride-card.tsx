import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { rideStatusColor, rideStatusLabel } from '@domain/courses/ride-status';
import type { Ride, Waypoint } from '@domain/contract/course.schema';
import type { CardOption } from '../hooks/use-view-settings';
import { openOnClick, OpenTitle } from './drawers/card-open';
import { SegmentsTimeline } from './segments-timeline';

interface RideCardProps {
  ride: Ride;
  kilometer: boolean;
  /** Company users know their own company: its name is not repeated on the card. */
  showCompany: boolean;
  options: readonly CardOption[];
  dispatcher: string | null;
  /** Opens the ride drawer from the header; absent where the user may not open it. */
  onOpen?: (() => void) | undefined;
  /** Ride buttons (accept, decline, cancel, restore) below the timeline. */
  actions?: ReactNode;
  /** Set when the signed-in driver may mark this ride's stops reached. */
  onReach?: ((waypoint: Waypoint) => void) | undefined;
  /** The ride's context menu (e.g. 'Oceń przejazd' for a passenger), at the end of the header. */
  menu?: ReactNode;
}

export function RideCard({
  ride,
  kilometer,
  showCompany,
  options,
  dispatcher,
  onOpen,
  actions,
  menu,
  onReach,
}: RideCardProps) {
  const colour = rideStatusColor(ride.status);
  return (
    <Box
      component="section"
      aria-label={`Przejazd ${ride.number ?? ride.id}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      <Box
        onClick={openOnClick(onOpen)}
        sx={{
          cursor: onOpen ? 'pointer' : undefined,
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
          <OpenTitle onOpen={onOpen}>{ride.number ?? ride.id}</OpenTitle>
        </Typography>
        {showCompany && ride.company ? (
          <Typography variant="caption" noWrap sx={{ ml: 'auto', minWidth: 0 }}>
            {ride.company.name}
          </Typography>
        ) : null}
        {menu ? (
          // The menu and its dialog must not open the drawer: React events bubble out of portals.
          <Box
            onClick={(event) => event.stopPropagation()}
            sx={{ ml: showCompany && ride.company ? 0 : 'auto', alignSelf: 'center' }}
          >
            {menu}
          </Box>
        ) : null}
      </Box>
      <Box sx={{ px: 1.5, py: 0.25, bgcolor: `${colour}22`, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="caption" sx={{ fontWeight: 600 }}>
          {rideStatusLabel(kilometer ? 'kilometer' : 'taxi', ride.status)}
        </Typography>
      </Box>
      <SegmentsTimeline ride={ride} options={options} dispatcher={dispatcher} onReach={onReach} />
      {actions}
    </Box>
  );
}
