import { rideTransition } from '@domain/rides/ride-transitions';
import { lazyDialog } from '@/ui/lazy-dialog';
import { useNotice } from '@/ui/notice/notice-context';
import type { Course, Ride, Waypoint } from '@domain/contract/course.schema';
import { markStopReached } from '../api/mark-stop-reached';
import { useCourseMutation } from '../api/transition-ride';
import type { CardViewer } from './course-card';
import { transitionCourseOf, transitionRideOf } from './ride-actions';

// Loaded when first opened: the course list's JavaScript is at its budget (bundle-budget journey).
const ReachStopDialog = lazyDialog(
  async () => (await import('@/ui/dialogs/reach-stop-dialog')).ReachStopDialog,
);

const userIdOf = (iri: string | undefined) => (iri ? Number(iri.split('/').pop()) : null);

/**
 * Whether the signed-in driver may mark the ride's stops reached on the card (§2, §4: only once the
 * course is started and the ride not declined by the driver): the same domain rule the server applies.
 */
export function canReachStops(course: Course, user: CardViewer, ride: Ride): boolean {
  if (user.viewer !== 'driver' || !user.permission || course['@type'] !== 'TaxiCourse') return false;
  const subject = { ...transitionCourseOf(course, ride), driverId: userIdOf(course.driver?.['@id']) };
  return rideTransition(user.permission, subject, transitionRideOf(ride), 'reach_stop', {
    superiorOf: [],
    now: new Date(),
  }).allowed;
}

/** 'Osiągnięto przystanek {place}?' with 'jeszcze nie'; confirming marks the stop for the driver. */
export function ReachStopConfirm({ waypoint, onClose }: { waypoint: Waypoint; onClose: () => void }) {
  const notice = useNotice();
  const mark = useCourseMutation(markStopReached, { onError: (error) => notice.error(error) });
  return (
    <ReachStopDialog
      place={waypoint.place?.name ?? 'przystanek'}
      onClose={onClose}
      onConfirm={() => {
        mark.mutate({ waypointId: waypoint.id, at: new Date().toISOString() });
        onClose();
      }}
    />
  );
}
