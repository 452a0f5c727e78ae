import { useState } from 'react';
import Button from '@mui/material/Button';
import type { PermissionUser } from '@domain/courses/course-permissions';
import { canMoveRide } from '@domain/rides/ride-transfer';
import type { RideMove } from '@domain/rides/ride-transfer';
import { lazyDialog } from '@/ui/lazy-dialog';
import { useNotice } from '@/ui/notice/notice-context';
import type { Course, Ride } from '@domain/contract/course.schema';
import { useMoveRide } from '../api/move-ride';
import { moveCourseOf } from './move-course';

// The dialog (MUI's Autocomplete and TextField) loads when first opened, not with the course list.
const TransferRideDialog = lazyDialog(
  async () => (await import('./transfer-ride-dialog')).TransferRideDialog,
);

export const RIDE_MOVE_LABELS: Readonly<Record<RideMove, string>> = {
  transfer: 'Przenieś przejazd',
  extract: 'Wyciągnij przejazd',
};

/** The moves (§4, §6) the user may make with the taxi ride now. */
export function rideMoves(user: PermissionUser, superiorOf: readonly number[], course: Course, ride: Ride) {
  if (course['@type'] !== 'TaxiCourse') return [];
  const subject = moveCourseOf(course);
  return (['transfer', 'extract'] as const).filter(
    (move) => canMoveRide(user, subject, ride, move, superiorOf).allowed,
  );
}

interface RideMoveActionsProps {
  course: Course;
  ride: Ride;
  user: PermissionUser;
  superiorOf: readonly number[];
  moves: readonly RideMove[];
}

/** 'Przenieś przejazd' (through its dialog) and 'Wyciągnij przejazd' buttons of a ride. */
export function RideMoveActions({ course, ride, user, superiorOf, moves }: RideMoveActionsProps) {
  const notice = useNotice();
  const [choosing, setChoosing] = useState(false);
  const mutation = useMoveRide({
    onSuccess: () => {
      setChoosing(false);
      notice.success();
    },
    onError: (error) => notice.error(error),
  });
  return (
    <>
      {moves.map((move) => (
        <Button
          key={move}
          size="small"
          variant="outlined"
          disabled={mutation.isPending}
          onClick={() =>
            move === 'transfer'
              ? setChoosing(true)
              : mutation.mutate({ kind: 'extract', rideIri: ride['@id'] })
          }
        >
          {RIDE_MOVE_LABELS[move]}
        </Button>
      ))}
      {moves.includes('transfer') && choosing && (
        <TransferRideDialog
          open
          course={course}
          ride={ride}
          user={user}
          superiorOf={superiorOf}
          pending={mutation.isPending}
          onClose={() => setChoosing(false)}
          onTransfer={(target) =>
            mutation.mutate({ kind: 'transfer', rideIri: ride['@id'], courseIri: target['@id'] })
          }
        />
      )}
    </>
  );
}
