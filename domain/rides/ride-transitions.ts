/**
 * The taxi ride state machine of courses.md §4 with the permissions of §6: for a user, a ride and an
 * action, whether it is allowed and which status it leads to. The SPA shows buttons with
 * `canRideAction`; the server enforces with `rideTransition` (refusals: 'forbidden' -> 403, 'status' and
 * 'condition' -> 409). Readings of the spec are listed in docs/spec-decisions.md (rows 30-37).
 */
import { MANUAL_RIDE_STATUSES, TAXI_RIDE_STATUSES } from '../courses/ride-status';
import type { TaxiRideStatus } from '../courses/ride-status';
import type { DateLike } from '../courses/status-columns';
import type { PermissionCourse, PermissionUser, SuperiorOf } from '../courses/course-permissions';
import { rideRelations } from './ride-relations';
import type { RideRelation } from './ride-relations';
import { RIDE_REFUSALS } from './ride-messages';
import { CANCELLED_RIDE_STATUSES, OPEN_RIDE_STATUSES, restoredRideStatus } from './ride-effects';
import type { RestoreCourse } from './ride-effects';

export const RIDE_ACTIONS = [
  'accept',
  'decline',
  'cancel',
  'cancel_during_realization',
  'restore',
  'set_status',
  'driver_accept',
  'driver_decline',
  'driver_start',
  'reach_stop',
  'driver_end',
] as const;
export type RideAction = (typeof RIDE_ACTIONS)[number];

export interface TransitionRide {
  status: string;
  /** First planned stop time: "the start" of §4 and §6. */
  startsAt: DateLike;
  /** A starting base from or to (needed to cancel during realization, §6). */
  hasStartingBase: boolean;
  /** The status the ride was cancelled from, which a restore gives back in settlement (row 644). */
  statusBeforeCancel?: string | null | undefined;
}

export interface TransitionCourse extends PermissionCourse, RestoreCourse {
  driverStartAt: DateLike;
  driverEndAt: DateLike;
  /** An active invoice lists the course: its rides are not cancelled before the invoice is (row 644). */
  invoiced: boolean;
}

export interface TransitionOptions {
  superiorOf: SuperiorOf;
  now: Date;
  /** The wanted status of 'set_status'. */
  target?: string | undefined;
}

export type RideRefusal = 'forbidden' | 'status' | 'condition';
export type TransitionResult =
  { allowed: true; status: TaxiRideStatus } | { allowed: false; reason: RideRefusal; message: string };

interface Facts {
  ride: TransitionRide;
  course: TransitionCourse;
  relations: ReadonlySet<RideRelation>;
  now: number;
  target: string | undefined;
}

interface Rule {
  who: readonly RideRelation[];
  from: readonly TaxiRideStatus[];
  /** A further condition on times and course facts; false -> 'condition'. */
  when?: (facts: Facts) => boolean;
  to: (facts: Facts) => TaxiRideStatus | null;
}

const time = (value: DateLike) => {
  if (value === null || value === undefined) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
};
const hasStarted = ({ ride, now }: Facts) => {
  const start = time(ride.startsAt);
  return start !== null && start <= now;
};
const driverRunning = ({ course }: Facts) =>
  time(course.driverStartAt) !== null && time(course.driverEndAt) === null;
const same = ({ ride }: Facts) => ride.status as TaxiRideStatus;
const isTaxiStatus = (value: string | undefined): value is TaxiRideStatus =>
  value !== undefined && (TAXI_RIDE_STATUSES as readonly string[]).includes(value);

const AWAITING_TRANSPORT_COMPANY: readonly TaxiRideStatus[] = [
  'waiting_for_transport_company_acceptance',
  'not_accepted_by_transport_company',
];
const AWAITING_DRIVER: readonly TaxiRideStatus[] = [
  'waiting_for_driver_acceptance',
  'not_accepted_by_driver',
];
const DRIVABLE: readonly TaxiRideStatus[] = ['accepted_by_driver', 'accepted_by_transport_company'];
const isCancelledTarget = (target: string | undefined) =>
  target !== undefined && (CANCELLED_RIDE_STATUSES as readonly string[]).includes(target);
const NOT_CANCELLED = TAXI_RIDE_STATUSES.filter((status) => !CANCELLED_RIDE_STATUSES.includes(status));
const CANCELLERS: readonly RideRelation[] = ['manager', 'company', 'superior_contractor'];

const RULES: Readonly<Record<RideAction, Rule>> = {
  accept: { who: ['acceptor'], from: AWAITING_TRANSPORT_COMPANY, to: () => 'accepted_by_transport_company' },
  decline: { who: ['acceptor'], from: AWAITING_TRANSPORT_COMPANY, to: () => 'declined_by_transport_company' },
  cancel: {
    who: CANCELLERS,
    from: NOT_CANCELLED,
    when: ({ course }) => !course.invoiced,
    // §4: a company user cancelling after the start cancels "during realization".
    to: (facts) =>
      facts.relations.has('company') && hasStarted(facts) ? 'cancelled_during_realization' : 'cancelled',
  },
  cancel_during_realization: {
    who: ['executor', 'superior_contractor'],
    from: OPEN_RIDE_STATUSES,
    when: (facts) => facts.ride.hasStartingBase && hasStarted(facts),
    to: () => 'cancelled_during_realization',
  },
  restore: {
    who: CANCELLERS,
    from: CANCELLED_RIDE_STATUSES,
    // A ride restored into an invoiced course would not be on its invoice (row 810).
    when: ({ course }) => !course.invoiced,
    to: ({ course, ride }) => restoredRideStatus(course, ride.statusBeforeCancel ?? null),
  },
  set_status: {
    who: ['manager', 'superior_contractor'],
    from: MANUAL_RIDE_STATUSES,
    // An invoiced course's ride is not cancelled by hand either (row 644, as 'anuluj przejazd').
    when: ({ course, target }) => !(course.invoiced && isCancelledTarget(target)),
    to: ({ ride, target }) =>
      isTaxiStatus(target) && MANUAL_RIDE_STATUSES.includes(target) && target !== ride.status ? target : null,
  },
  driver_accept: { who: ['driver'], from: AWAITING_DRIVER, to: () => 'accepted_by_driver' },
  driver_decline: { who: ['driver'], from: AWAITING_DRIVER, to: () => 'declined_by_driver' },
  driver_start: {
    who: ['driver'],
    from: DRIVABLE,
    when: ({ course }) => time(course.driverStartAt) === null,
    to: same,
  },
  reach_stop: {
    who: ['driver'],
    from: NOT_CANCELLED.filter((status) => status !== 'declined_by_driver'),
    when: driverRunning,
    to: same,
  },
  driver_end: { who: ['driver'], from: DRIVABLE, when: driverRunning, to: () => 'finished' },
};

/**
 * Whether `user` may do `action` on the ride, and the status it leads to. Who may act is checked
 * first (a stranger learns nothing about the status), then the current status, then times.
 *
 * Example: rideTransition(subcontractorUser, course, { status: 'waiting_for_transport_company_acceptance', ... },
 *   'accept', { superiorOf: [], now }) -> { allowed: true, status: 'accepted_by_transport_company' }
 */
export function rideTransition(
  user: PermissionUser,
  course: TransitionCourse,
  ride: TransitionRide,
  action: RideAction,
  options: TransitionOptions,
): TransitionResult {
  const rule = RULES[action];
  const relations = rideRelations(user, course, options.superiorOf);
  if (!isRideActionParty(relations, action))
    return { allowed: false, reason: 'forbidden', message: RIDE_REFUSALS.forbidden };
  if (!(rule.from as readonly string[]).includes(ride.status))
    return { allowed: false, reason: 'status', message: RIDE_REFUSALS.status };
  const facts: Facts = { ride, course, relations, now: options.now.getTime(), target: options.target };
  if (rule.when && !rule.when(facts))
    return { allowed: false, reason: 'condition', message: RIDE_REFUSALS[action] ?? RIDE_REFUSALS.status };
  const status = rule.to(facts);
  if (status === null) return { allowed: false, reason: 'status', message: RIDE_REFUSALS.status };
  return { allowed: true, status };
}

/**
 * Whether the user's relations to the course (`rideRelations`) are among who may ever do `action`,
 * whatever the ride's status and time: the server's first check, before it reads a request's body.
 * Example: isRideActionParty(rideRelations(driverUser, course, []), 'set_status') === false
 */
export function isRideActionParty(relations: ReadonlySet<RideRelation>, action: RideAction): boolean {
  return RULES[action].who.some((relation) => relations.has(relation));
}

/**
 * For showing a button: whether the action is allowed now. 'set_status' is asked without a target and
 * answers whether the user may change the status at all.
 * Example: canRideAction(managerUser, course, cancelledRide, 'restore', { superiorOf: [], now }) === true
 */
export function canRideAction(
  user: PermissionUser,
  course: TransitionCourse,
  ride: TransitionRide,
  action: RideAction,
  options: TransitionOptions,
): boolean {
  if (action === 'set_status' && options.target === undefined) {
    const other = MANUAL_RIDE_STATUSES.find((status) => status !== ride.status);
    return rideTransition(user, course, ride, action, { ...options, target: other }).allowed;
  }
  return rideTransition(user, course, ride, action, options).allowed;
}

/** The statuses an action may start from (before who and when are checked). */
export function rideActionSources(action: RideAction): readonly TaxiRideStatus[] {
  return RULES[action].from;
}
