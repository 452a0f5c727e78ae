/**
 * Moving a taxi ride between courses (courses.md §4, §6): 'Przenieś przejazd' into another course and
 * 'Wyciągnij przejazd' into a new course of its own. Pure rules used by the SPA (menu entries, target
 * list) and the server (403 / 409). Readings: docs/spec-decisions.md rows 60-64.
 */
import type { TaxiRideStatus } from '../courses/ride-status';
import { columnForCourse } from '../courses/status-columns';
import type { DateLike } from '../courses/status-columns';
import type { PermissionCourse, PermissionUser } from '../courses/course-permissions';
import { acceptingCompanyId, rideRelations } from './ride-relations';
import type { RideRelation } from './ride-relations';
import { RIDE_REFUSALS } from './ride-messages';
import { OPEN_RIDE_STATUSES } from './ride-effects';

export type RideMove = 'transfer' | 'extract';

/**
 * §6: the statuses a ride may be moved from — the open statuses ('accepted_by_driver' only before the
 * driver ended, checked with the course).
 */
export const MOVABLE_RIDE_STATUSES: readonly TaxiRideStatus[] = OPEN_RIDE_STATUSES;

/** §6 "manager and transport company": the transport company executing the course. */
const MOVERS: readonly RideRelation[] = ['manager', 'executor'];

/** Who may ever move a ride (transfer or extract): the server's check before it reads a body. */
export function isRideMover(
  user: PermissionUser,
  course: PermissionCourse,
  superiorOf: readonly number[],
): boolean {
  const relations = rideRelations(user, course, superiorOf);
  return MOVERS.some((relation) => relations.has(relation));
}

export const RIDE_MOVE_MESSAGES = {
  driverEnded: 'Kierowca zakończył już ten kurs.',
  singleRide: 'Wyciągnąć można przejazd tylko z kursu, który ma co najmniej 2 przejazdy.',
  sameCourse: 'Przejazd jest już w tym kursie.',
  targetNotInProgress: 'Przenieść można tylko do kursu w trakcie realizacji.',
} as const;

export interface MoveCourse extends PermissionCourse {
  id: number;
  driverEndAt: DateLike;
  rides: readonly { status: string; startsAt?: DateLike; driverHasToAcceptAt?: DateLike }[];
}

export type MoveResult =
  { allowed: true } | { allowed: false; reason: 'forbidden' | 'status' | 'condition'; message: string };

const refuse = (reason: 'forbidden' | 'status' | 'condition', message: string): MoveResult => ({
  allowed: false,
  reason,
  message,
});

/**
 * Whether `user` may move the ride out of `course`. Who first, then the status, then course facts.
 * Example: canMoveRide(manager, courseWithTwoRides, { status: 'planning' }, 'extract', []) -> { allowed: true }
 */
export function canMoveRide(
  user: PermissionUser,
  course: MoveCourse,
  ride: { status: string },
  move: RideMove,
  superiorOf: readonly number[],
): MoveResult {
  if (!isRideMover(user, course, superiorOf)) return refuse('forbidden', RIDE_REFUSALS.forbidden);
  if (!(MOVABLE_RIDE_STATUSES as readonly string[]).includes(ride.status))
    return refuse('status', RIDE_REFUSALS.status);
  if (ride.status === 'accepted_by_driver' && isDriverEnded(course))
    return refuse('condition', RIDE_MOVE_MESSAGES.driverEnded);
  // §6 "course-level allowance" of extraction: a one-ride course has nothing to extract from.
  if (move === 'extract' && course.rides.length < 2)
    return refuse('condition', RIDE_MOVE_MESSAGES.singleRide);
  return { allowed: true };
}

const isDriverEnded = (course: MoveCourse) =>
  course.driverEndAt !== null && course.driverEndAt !== undefined && course.driverEndAt !== '';

/**
 * Whether the course is "in progress" for §4: the driver has not ended it and it is not in the
 * 'Zakończone' list column (row 61).
 */
export function isCourseInProgress(course: MoveCourse, now: Date): boolean {
  return !isDriverEnded(course) && course.rides.length > 0 && columnForCourse(course, now) !== 'finished';
}

/**
 * Whether the ride may go into `target`: another in-progress course the user could move rides of.
 * Example: canReceiveRide(manager, source, finishedCourse, now, []) -> refused with targetNotInProgress
 */
export function canReceiveRide(
  user: PermissionUser,
  source: MoveCourse,
  target: MoveCourse,
  now: Date,
  superiorOf: readonly number[],
): MoveResult {
  const relations = rideRelations(user, target, superiorOf);
  if (!MOVERS.some((relation) => relations.has(relation)))
    return refuse('forbidden', RIDE_REFUSALS.forbidden);
  if (target.id === source.id) return refuse('condition', RIDE_MOVE_MESSAGES.sameCourse);
  if (!isCourseInProgress(target, now)) return refuse('condition', RIDE_MOVE_MESSAGES.targetNotInProgress);
  return { allowed: true };
}

export interface StatusCourse {
  contractorId: number | null;
  subcontractorId: number | null;
  driverId: number | null;
  /** The target contractor's courseEmployeeSmsNotification flag. */
  contractorSmsNotification: boolean;
}

/**
 * The moved ride's status in the target course (row 62): kept when the same transport company answers
 * and the same driver drives; else it waits for whoever must now accept, as a new ride of that course.
 * Example: statusAfterTransfer('accepted_by_driver', sameParties, sameParties) === 'accepted_by_driver'
 */
export function statusAfterTransfer(status: string, source: StatusCourse, target: StatusCourse): string {
  if (acceptingCompanyId(source) === acceptingCompanyId(target) && source.driverId === target.driverId)
    return status;
  if (target.driverId !== null && target.contractorSmsNotification) return 'waiting_for_driver_acceptance';
  if (acceptingCompanyId(target) !== null) return 'waiting_for_transport_company_acceptance';
  return 'planning';
}

/** §2 autocomplete label of a course: its ride numbers joined by '+' (a ride without one is left out). */
export const courseRideNumbers = (course: { rides: readonly { number: string | null }[] }) =>
  course.rides.flatMap((ride) => (ride.number ? [ride.number] : [])).join('+');
