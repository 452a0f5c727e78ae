import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Ride } from '@domain/contract/course.schema';
import { canAskTrackingLink, TRACKING_TEXTS } from '@domain/tracking/tracking-rules';
import type { Course } from '@domain/contract/course.schema';
import { useTrackingLink } from '@/features/courses/api/get-tracking-link';
import { useCurrentUser } from '@/features/courses/hooks/use-current-user';

/**
 * 'Gdzie jest samochód?' on a passenger's ride card (issue 35; passengers open no taxi drawer): the
 * passenger's own tracking page, offered by the rule the server gives the link by
 * (`canAskTrackingLink`); nothing for anyone else. Loaded lazily by the card (course list budget).
 */
export function TrackingLinkButton({ course, ride }: { course: Course; ride: Ride }) {
  const user = useCurrentUser();
  const allowed = canAskTrackingLink(user, {
    status: ride.status,
    driverStartAt: course.driverStartAt,
    driverEndAt: course.driverEndAt,
    passengerIds: ride.segments.flatMap((segment) => segment.employees.map((person) => person.id)),
  });
  const link = useTrackingLink(ride['@id'], allowed);
  if (!allowed || !link.data) return null;
  return (
    <Box sx={{ px: 1.5, py: 1 }}>
      <Button
        size="small"
        variant="contained"
        component={Link}
        to={link.data}
        target="_blank"
        rel="noopener"
        onClick={(event) => event.stopPropagation()}
      >
        {TRACKING_TEXTS.drawerLink}
      </Button>
    </Box>
  );
}
