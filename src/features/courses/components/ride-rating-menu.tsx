import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { canRateRide } from '@domain/courses/ride-rating';
import type { Ride } from '@domain/contract/course.schema';
import { useRideRatings } from '../api/get-ride-ratings';
import { lazyDialog } from '@/ui/lazy-dialog';
import { useCurrentUser } from '../hooks/use-current-user';

// The dialog (MUI's ToggleButtons and TextField) loads when first opened, not with the course list.
const RateRideDialog = lazyDialog(async () => (await import('./rate-ride-dialog')).RateRideDialog);

/**
 * The ride card's context menu for a passenger with 'Oceń przejazd' (§2 Other dialogs, §6). Shown only
 * where the status allows a rating; whether the passenger already rated is asked when the menu opens.
 */
export function RideRatingMenu({ ride }: { ride: Ride }) {
  const user = useCurrentUser();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState(false);
  const ratings = useRideRatings(ride['@id'], anchor !== null);
  const rateable = {
    type: 'taxi',
    status: ride.status,
    rideRatings: ratings.data ?? [],
    passengerIds: ride.segments.flatMap((segment) => segment.employees.map((person) => person.id)),
  };
  if (!canRateRide(user, { ...rateable, rideRatings: [] })) return null;
  const allowed = ratings.isSuccess && canRateRide(user, rateable);
  const label = ratings.isSuccess && !allowed ? 'Przejazd został już oceniony' : 'Oceń przejazd';
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Menu przejazdu ${ride.number ?? ride.id}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        sx={{ color: 'inherit', p: 0.25 }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled={!allowed}
          onClick={() => {
            setAnchor(null);
            setDialog(true);
          }}
        >
          {label}
        </MenuItem>
      </Menu>
      {dialog ? (
        <RateRideDialog
          rideIri={ride['@id']}
          rideNumber={ride.number ?? String(ride.id)}
          onClose={() => setDialog(false)}
        />
      ) : null}
    </>
  );
}
