/**
 * The three columns of the course list (courses.md §2) and the rule that puts a course in one of them.
 */
import { isRideStatus } from './ride-status';
import type { RideStatus } from './ride-status';

export const COURSE_STATUS_COLUMNS = ['requires_attention', 'in_progress', 'finished'] as const;
export type CourseStatusColumn = (typeof COURSE_STATUS_COLUMNS)[number];

export const COURSE_STATUS_COLUMN_LABELS: Readonly<Record<CourseStatusColumn, string>> = {
  requires_attention: 'Wymaga uwagi',
  in_progress: 'W trakcie realizacji',
  finished: 'Zakończone',
};

/** Someone (dispatcher, company, transport company) has to act on the ride. */
export const ATTENTION_RIDE_STATUSES: readonly RideStatus[] = [
  'new',
  'planning',
  'not_accepted_by_transport_company',
  'declined_by_transport_company',
  'not_accepted_by_driver',
  'declined_by_driver',
  'tcr_inconsistency',
  'inconsistency',
];

/** The ride is over: driven, settled or cancelled. */
export const CLOSED_RIDE_STATUSES: readonly RideStatus[] = [
  'finished',
  'accepted_by_contractor',
  'accepted_by_customer',
  'cancelled',
  'cancelled_during_realization',
  'to_be_settled',
  'settled',
  'kcr_finished',
];

/** Waiting for an acceptance: fine until its deadline passes. */
export const WAITING_RIDE_STATUSES: readonly RideStatus[] = [
  'waiting_for_transport_company_acceptance',
  'waiting_for_driver_acceptance',
];

export type DateLike = Date | string | null | undefined;

export interface ColumnRide {
  status: string;
  /** First planned waypoint time; an acceptance still missing when the ride starts is overdue. */
  startsAt?: DateLike;
  /** Deadline for the driver's acceptance (default 15 minutes after assignment, §9). */
  driverHasToAcceptAt?: DateLike;
}

export interface ColumnCourse {
  rides: readonly ColumnRide[];
}

const time = (value: DateLike): number | null => {
  if (value === null || value === undefined) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
};

function isOverdue(ride: ColumnRide, now: number): boolean {
  if (!(WAITING_RIDE_STATUSES as readonly string[]).includes(ride.status)) return false;
  const deadlines = [time(ride.startsAt)];
  if (ride.status === 'waiting_for_driver_acceptance') deadlines.push(time(ride.driverHasToAcceptAt));
  return deadlines.some((deadline) => deadline !== null && deadline <= now);
}

/** Example: rideNeedsAttention({ status: 'declined_by_driver' }) === true */
export function rideNeedsAttention(ride: ColumnRide, now: Date = new Date()): boolean {
  // An unknown status is a data problem somebody should look at, never silently "in progress".
  if (!isRideStatus(ride.status)) return true;
  return ATTENTION_RIDE_STATUSES.includes(ride.status) || isOverdue(ride, now.getTime());
}

/** Example: isRideClosed({ status: 'cancelled' }) === true */
export function isRideClosed(ride: ColumnRide): boolean {
  return (CLOSED_RIDE_STATUSES as readonly string[]).includes(ride.status);
}

/**
 * The list column of a course, decided by its rides, first rule that applies:
 * 1. `requires_attention` when the course has no rides, or any ride needs someone to act: new, planning,
 *    not accepted or declined by the transport company or the driver, tcr_inconsistency or inconsistency,
 *    an acceptance still awaited when the ride starts (or after the driver's deadline), or an unknown status;
 * 2. `finished` when every ride is closed: finished, accepted_by_contractor, accepted_by_customer, cancelled,
 *    cancelled_during_realization, to_be_settled, settled or kcr_finished (so an all-cancelled course is finished);
 * 3. `in_progress` otherwise (waiting for acceptance in time, accepted by the transport company or driver,
 *    a kilometer ride created and waiting for its report).
 *
 * Example: columnForCourse({ rides: [{ status: 'finished' }, { status: 'accepted_by_driver' }] }) === 'in_progress'
 */
export function columnForCourse(course: ColumnCourse, now: Date = new Date()): CourseStatusColumn {
  if (course.rides.length === 0) return 'requires_attention';
  if (course.rides.some((ride) => rideNeedsAttention(ride, now))) return 'requires_attention';
  if (course.rides.every(isRideClosed)) return 'finished';
  return 'in_progress';
}

/** The ride waits for its transport company's answer ('akceptuj' / 'odrzuć'). */
export const ACCEPTANCE_RIDE_STATUS: RideStatus = 'waiting_for_transport_company_acceptance';

/**
 * The column as the list of the transport company that has to accept the course (`acceptingCompanyId`)
 * shows it: a course in progress with a ride waiting for that company's answer needs its attention
 * (issue 31, row 648). Everyone else sees `column` unchanged: for them the ride is waiting, in time.
 *
 * Example: columnForAcceptor('in_progress', [{ status: 'waiting_for_transport_company_acceptance' }], true)
 *   === 'requires_attention'
 */
export function columnForAcceptor(
  column: CourseStatusColumn,
  rides: readonly ColumnRide[],
  viewerAccepts: boolean,
): CourseStatusColumn {
  if (column !== 'in_progress' || !viewerAccepts) return column;
  return rides.some((ride) => ride.status === ACCEPTANCE_RIDE_STATUS) ? 'requires_attention' : column;
}
