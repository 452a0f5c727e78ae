import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { PermissionUser } from '@domain/courses/course-permissions';
import {
  CANCEL_DRIVEN_WARNING,
  RIDE_ACTION_CONFIRMATIONS,
  rideActionDone,
} from '@domain/rides/ride-messages';
import { SETTLEMENT_RIDE_STATUSES, isOpenRideStatus } from '@domain/rides/ride-effects';
import { STARTING_BASE_DIALOG, canEditStartingBase } from '@domain/rides/starting-base';
import { canRideAction } from '@domain/rides/ride-transitions';
import type { TransitionCourse, TransitionRide } from '@domain/rides/ride-transitions';
import { lazyDialog } from '@/ui/lazy-dialog';
import { useNotice } from '@/ui/notice/notice-context';
import type { Course, Ride } from '@domain/contract/course.schema';
import { RIDE_BUTTON_ACTIONS, useTransitionRide, type RideButtonAction } from '../api/transition-ride';
import { RideMoveActions, rideMoves } from './ride-move-actions';

// The dialogs with MUI's Select and TextField load when first opened, not with the course list.
const RideStatusDialog = lazyDialog(async () => (await import('./ride-status-dialog')).RideStatusDialog);
const DeclineReasonDialog = lazyDialog(
  async () => (await import('./decline-reason-dialog')).DeclineReasonDialog,
);
// The confirmations too: the course list's JavaScript is at its budget (bundle-budget journey). A
// course of a series asks 'Tylko ten kurs' / 'Ten i wszystkie następne' (row 858); one import for both.
const confirmations = () => import('./ride-action-dialogs');
const ActionDialog = lazyDialog(async () => (await confirmations()).ActionDialog);
const SeriesCancelDialog = lazyDialog(async () => (await confirmations()).SeriesCancelDialog);
const StartingBaseDialog = lazyDialog(
  async () => (await import('./starting-base-dialog')).StartingBaseDialog,
);

type ConfirmedAction = keyof typeof RIDE_ACTION_CONFIRMATIONS;

/** What the cancel question adds for a ride already driven (row 644), or null for an open one. */
function drivenWarning(status: string): string | null {
  if (isOpenRideStatus(status)) return null;
  return SETTLEMENT_RIDE_STATUSES.some((settled) => settled === status)
    ? CANCEL_DRIVEN_WARNING.settlement
    : CANCEL_DRIVEN_WARNING.finished;
}
const asksFirst = (action: RideButtonAction): action is ConfirmedAction =>
  action in RIDE_ACTION_CONFIRMATIONS;

export const RIDE_ACTION_LABELS: Readonly<Record<RideButtonAction, string>> = {
  accept: 'akceptuj',
  decline: 'odrzuć',
  cancel: 'anuluj przejazd',
  cancel_during_realization: 'Anuluj w trakcie realizacji',
  restore: 'przywróć',
};

/**
 * The course as the domain rules read it, from a list member. The list does not carry the driver's
 * user id or the reported distance; neither decides whether accept, decline, cancel or restore is offered.
 */
export function transitionCourseOf(course: Course, ride: Ride): TransitionCourse {
  return {
    // A ride without a company matches no railway company user.
    companyId: ride.company?.id ?? -1,
    contractorId: course.contractor?.id ?? null,
    subcontractorId: course.subcontractor?.id ?? null,
    driverId: null,
    rides: course.rides,
    driverStartAt: course.driverStartAt ?? null,
    driverEndAt: course.driverEndAt ?? null,
    driverDistance: null,
    contractorSmsNotification: false,
    invoiced: course.invoiced,
  };
}

export function transitionRideOf(ride: Ride): TransitionRide {
  return {
    status: ride.status,
    startsAt: ride.segments[0]?.waypointStart.time ?? null,
    hasStartingBase: Boolean(ride.fromStartingBase),
  };
}

/** The actions of `RIDE_BUTTON_ACTIONS` the user may take on the ride now. */
export function rideButtonActions(
  user: PermissionUser,
  superiorOf: readonly number[],
  course: Course,
  ride: Ride,
  now = new Date(),
) {
  const subject = transitionCourseOf(course, ride);
  return RIDE_BUTTON_ACTIONS.filter((action) =>
    canRideAction(user, subject, transitionRideOf(ride), action, { superiorOf, now }),
  );
}

interface RideActionsProps {
  course: Course;
  ride: Ride;
  user: PermissionUser;
  /** Railway companies for which the user's transport company is a superior contractor. */
  superiorOf: readonly number[];
}

/**
 * Accept, decline (after 'Odmowa wykonania kursu'), cancel, cancel during realization, restore, the
 * manual status and the moves to another or a new course of a taxi ride (§2, §4, §6), each shown only
 * when the domain rules allow it.
 */
export function RideActions({ course, ride, user, superiorOf }: RideActionsProps) {
  const notice = useNotice();
  const [confirming, setConfirming] = useState<ConfirmedAction | null>(null);
  const [changingStatus, setChangingStatus] = useState(false);
  const [editingBase, setEditingBase] = useState(false);
  const number = ride.number ?? String(ride.id);
  const driven = drivenWarning(ride.status);
  const mutation = useTransitionRide({
    onSuccess: (_course, { action }) =>
      notice.success(rideActionDone(action, number, driven === null) ?? undefined),
    onError: (error) => notice.error(error),
  });
  const actions = rideButtonActions(user, superiorOf, course, ride);
  const manualStatus = canRideAction(
    user,
    transitionCourseOf(course, ride),
    transitionRideOf(ride),
    'set_status',
    { superiorOf, now: new Date() },
  );
  const moves = rideMoves(user, superiorOf, course, ride);
  const editBase = canEditStartingBase(user, transitionCourseOf(course, ride), ride, superiorOf).allowed;
  if (course['@type'] !== 'TaxiCourse' || (actions.length + moves.length === 0 && !manualStatus && !editBase))
    return null;

  const cancelText = driven
    ? `Czy na pewno chcesz anulować przejazd? ${driven}`
    : RIDE_ACTION_CONFIRMATIONS.cancel.text;
  const run = (action: RideButtonAction, reason?: string) =>
    mutation.mutate({ rideIri: ride['@id'], action, ...(reason ? { reason } : {}) });
  return (
    // Clicks here (the dialog too, through its portal) must not open the card's drawer.
    <Box
      onClick={(event) => event.stopPropagation()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 1.5, py: 1 }}
      role="group"
      aria-label={`Akcje przejazdu ${ride.number ?? ride.id}`}
    >
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          variant={action === 'accept' ? 'contained' : 'outlined'}
          color={action === 'decline' || action === 'cancel' ? 'error' : 'primary'}
          disabled={mutation.isPending}
          onClick={() => (asksFirst(action) ? setConfirming(action) : run(action))}
        >
          {RIDE_ACTION_LABELS[action]}
        </Button>
      ))}
      {manualStatus ? (
        <Button size="small" onClick={() => setChangingStatus(true)}>
          zmień status
        </Button>
      ) : null}
      {changingStatus ? (
        <RideStatusDialog ride={ride} invoiced={course.invoiced} onClose={() => setChangingStatus(false)} />
      ) : null}
      {editBase ? (
        <Button size="small" onClick={() => setEditingBase(true)}>
          {STARTING_BASE_DIALOG.open}
        </Button>
      ) : null}
      {editingBase ? <StartingBaseDialog ride={ride} onClose={() => setEditingBase(false)} /> : null}
      {moves.length > 0 && (
        <RideMoveActions course={course} ride={ride} user={user} superiorOf={superiorOf} moves={moves} />
      )}
      {confirming === 'decline' ? (
        <DeclineReasonDialog
          onClose={() => setConfirming(null)}
          onConfirm={(reason) => {
            setConfirming(null);
            run('decline', reason);
          }}
        />
      ) : confirming === 'cancel' && course.series !== null ? (
        <SeriesCancelDialog
          rideIri={ride['@id']}
          text={cancelText}
          onOnly={() => {
            setConfirming(null);
            run('cancel');
          }}
          onClose={() => setConfirming(null)}
        />
      ) : confirming ? (
        <ActionDialog
          title={RIDE_ACTION_CONFIRMATIONS[confirming].title}
          text={confirming === 'cancel' ? cancelText : RIDE_ACTION_CONFIRMATIONS[confirming].text}
          cancelLabel={RIDE_ACTION_CONFIRMATIONS[confirming].cancel}
          confirmLabel={RIDE_ACTION_CONFIRMATIONS[confirming].confirm}
          confirmColor="error"
          confirmVariant="text"
          onConfirm={() => {
            setConfirming(null);
            run(confirming);
          }}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </Box>
  );
}
