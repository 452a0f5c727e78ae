/**
 * Missed acceptance deadlines (docs/spec-decisions.md row 36): a ride still waiting for the transport
 * company at its first planned stop time becomes not_accepted_by_transport_company; one waiting for the
 * driver at the earlier of that and `driverHasToAcceptAt` becomes not_accepted_by_driver.
 */
import type { DateLike } from '../courses/status-columns';

export interface DeadlineRide {
  status: string;
  startsAt: DateLike;
  driverHasToAcceptAt: DateLike;
}

export type ExpiredStatus = 'not_accepted_by_transport_company' | 'not_accepted_by_driver';

const time = (value: DateLike) => {
  if (value === null || value === undefined) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
};

const passed = (now: Date, ...deadlines: DateLike[]) =>
  deadlines.some((deadline) => {
    const ms = time(deadline);
    return ms !== null && ms <= now.getTime();
  });

/**
 * The status a ride moves to because its acceptance deadline passed, or null.
 * Example: expiredAcceptanceStatus({ status: 'waiting_for_driver_acceptance', startsAt: null,
 *   driverHasToAcceptAt: '2030-01-01T08:00:00Z' }, new Date('2030-01-01T09:00:00Z')) === 'not_accepted_by_driver'
 */
export function expiredAcceptanceStatus(ride: DeadlineRide, now: Date): ExpiredStatus | null {
  if (ride.status === 'waiting_for_transport_company_acceptance')
    return passed(now, ride.startsAt) ? 'not_accepted_by_transport_company' : null;
  if (ride.status === 'waiting_for_driver_acceptance')
    return passed(now, ride.startsAt, ride.driverHasToAcceptAt) ? 'not_accepted_by_driver' : null;
  return null;
}

/** courses.md §4, §9: a driver has this long to answer, counted from being asked. */
export const DRIVER_ANSWER_MS = 15 * 60_000;

/**
 * The driver's deadline after a write that leaves the ride in `status` (from `previousStatus`): a ride
 * that starts waiting for the driver now (the SMS goes out now) gets at least now + 15 minutes, so a
 * driver assigned the day after the order is not late at once; a later deadline set by hand stays, and
 * a ride already waiting keeps its deadline. Example: driverDeadlineAfter('accepted_by_transport_company',
 *   'waiting_for_driver_acceptance', createdPlus15, now) -> now + 15 minutes
 */
export function driverDeadlineAfter(
  previousStatus: string | undefined,
  status: string,
  deadline: Date | null,
  now: Date,
): Date | null {
  if (status !== 'waiting_for_driver_acceptance' || previousStatus === 'waiting_for_driver_acceptance')
    return deadline;
  const earliest = new Date(now.getTime() + DRIVER_ANSWER_MS);
  return deadline !== null && deadline.getTime() > earliest.getTime() ? deadline : earliest;
}
