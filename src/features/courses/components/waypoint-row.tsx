import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HomeIcon from '@mui/icons-material/Home';
import HotelIcon from '@mui/icons-material/Hotel';
import PlaceIcon from '@mui/icons-material/Place';
import WorkIcon from '@mui/icons-material/Work';
import { warsawParts } from '@domain/warsaw-time';
import type { Waypoint } from '@domain/contract/course.schema';

/**
 * The Polish clock time of an instant, as the course forms show it, whatever the browser's zone.
 * Example: clockTime('2026-11-12T06:30:00Z') === '07:30'; null for no or invalid time.
 */
export function clockTime(value: string | null | undefined): string | null {
  return warsawParts(value).time;
}

const PLACE_ICONS = { hotel: HotelIcon, home: HomeIcon, workplace: WorkIcon } as const;
const PLACE_TYPE_LABELS = { hotel: 'Hotel', home: 'Dom', workplace: 'Miejsce pracy' } as const;

function PlaceTypeIcon({ type }: { type: string | null | undefined }) {
  const known = type === 'hotel' || type === 'home' || type === 'workplace' ? type : null;
  const Icon = known ? PLACE_ICONS[known] : PlaceIcon;
  return (
    <Icon
      fontSize="small"
      color="action"
      titleAccess={known ? PLACE_TYPE_LABELS[known] : 'Miejsce'}
      sx={{ flexShrink: 0 }}
    />
  );
}

interface WaypointRowProps {
  waypoint: Waypoint;
  fullAddress: boolean;
  /** The signed-in driver may mark this stop reached ('Osiągnięto przystanek {place}?'). */
  onReach?: ((waypoint: Waypoint) => void) | undefined;
}

export function WaypointRow({ waypoint, fullAddress, onReach }: WaypointRowProps) {
  const planned = clockTime(waypoint.time);
  const reached = clockTime(waypoint.achievedAtByDriver);
  const address = fullAddress ? waypoint.place?.address : null;
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, listStyle: 'none' }}>
      {planned ? (
        <Tooltip title={`Zaplanowany dojazd o ${planned}`}>
          <Chip size="small" label={planned} tabIndex={0} sx={{ fontWeight: 600, minWidth: 56 }} />
        </Tooltip>
      ) : (
        <Chip size="small" label="--:--" variant="outlined" sx={{ minWidth: 56 }} />
      )}
      <PlaceTypeIcon type={waypoint.place?.type} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {waypoint.place?.name ?? 'Brak miejsca'}
        </Typography>
        {address ? (
          <Typography variant="caption" color="text.secondary" component="p">
            {address}
          </Typography>
        ) : null}
      </Box>
      {reached ? (
        <Tooltip title={`Dojazd o ${reached}`}>
          {/* Focusable so the keyboard reaches the time; MUI hides icons from assistive tech unless told
              otherwise, and a focusable element must not be hidden (the Tooltip gives it its name). */}
          <CheckCircleIcon color="success" fontSize="small" tabIndex={0} role="img" aria-hidden={false} />
        </Tooltip>
      ) : onReach ? (
        <Button
          size="small"
          aria-label={`Osiągnięto przystanek ${waypoint.place?.name ?? ''}`.trim()}
          onClick={(event) => {
            // The card opens its drawer on a click; this one is the stop's own.
            event.stopPropagation();
            onReach(waypoint);
          }}
        >
          osiągnięto
        </Button>
      ) : null}
    </Box>
  );
}
