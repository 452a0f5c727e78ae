/**
 * When a car's position is shared and a tracking link answers (issue 35, rows 800-802): only while
 * the driver's course is in realization, that is while the driver may mark a stop reached
 * (`rideTransition(..., 'reach_stop')`: started, not ended, the ride neither cancelled nor declined).
 * The driver's page shows the sharing switch with the same answer the server enforces
 * (`actions.reach` of the driver link), so nothing is sent before the start or after the end.
 */
import type { DateLike } from '../courses/status-columns';
import { OPEN_RIDE_STATUSES } from '../rides/ride-effects';

/** The phone sends a position at most this often (and drops, never queues, what it cannot send). */
export const POSITION_INTERVAL_MS = 5_000;
/** The tracking page asks for the car this often. */
export const TRACKING_REFRESH_MS = 7_000;
/** Positions are deleted this long after the course ends (docs/security.md). */
export const POSITION_RETENTION_HOURS = 24;
/** Positions of a course never ended (cancelled, abandoned) go this long after they were taken. */
export const POSITION_MAX_AGE_DAYS = 3;

export const TRACKING_MESSAGES = {
  /** 409 of a position sent outside the ride. */
  notInProgress: 'Kurs nie jest w trakcie realizacji: położenie nie jest udostępniane.',
  /** 404 of a tracking link whose ride ended, or an unknown link. */
  ended: 'Przejazd zakończony',
} as const;

export const TRACKING_TEXTS = {
  consent: 'Udostępnij położenie pasażerom',
  consentHelp:
    'Pasażerowie tego kursu zobaczą na mapie, gdzie jest samochód, do zakończenia kursu. Położenie nie jest wysyłane przed rozpoczęciem ani po zakończeniu kursu.',
  sharing: 'Udostępniasz położenie',
  stop: 'Przestań udostępniać',
  denied: 'Telefon nie pozwolił odczytać położenia. Zezwól na lokalizację w ustawieniach przeglądarki.',
  drawerLink: 'Gdzie jest samochód?',
  waiting: 'Kierowca jeszcze nie wyruszył.',
  noPosition: 'Kierowca nie udostępnia jeszcze położenia.',
} as const;

export interface TrackedRide {
  status: string;
  driverStartAt: DateLike;
  driverEndAt: DateLike;
}

/**
 * Where a ride's tracking link stands: 'waiting' before the driver starts, 'driving' until the driver
 * ends the course, 'ended' after, or when the ride is no longer open (finished, cancelled, declined).
 * The server answers 404 'Przejazd zakończony' for 'ended'; the drawer offers the link otherwise.
 * Example: trackingState({ status: 'accepted_by_driver', driverStartAt: '2026-12-07T08:00:00Z', driverEndAt: null }) === 'driving'
 */
export function trackingState(ride: TrackedRide): 'waiting' | 'driving' | 'ended' {
  if (ride.driverEndAt || !(OPEN_RIDE_STATUSES as readonly string[]).includes(ride.status)) return 'ended';
  return ride.driverStartAt ? 'driving' : 'waiting';
}

export interface TrackingAsker {
  roles: readonly string[];
  /** The user's passenger record, null for a user who is no passenger. */
  passengerId: number | null;
}

/**
 * Whether the signed-in user is offered 'Gdzie jest samochód?' for the ride: a passenger riding on
 * it (the ride's segments name them), while its link works. `GET api/taxi_course_rides/{id}/tracking_link`
 * enforces the same rule.
 * Example: canAskTrackingLink({ roles: ['ROLE_PASSENGER'], passengerId: 7 }, { ...drivingRide, passengerIds: [7] }) === true
 */
export function canAskTrackingLink(
  user: TrackingAsker,
  ride: TrackedRide & { passengerIds: readonly number[] },
): boolean {
  return (
    user.roles.includes('ROLE_PASSENGER') &&
    user.passengerId !== null &&
    ride.passengerIds.includes(user.passengerId) &&
    trackingState(ride) !== 'ended'
  );
}
