/**
 * 'Ostatnio używane' on the taxi course form (courses.md §7 "recently used"): the relation of an
 * earlier course becomes the rides of a new one. Pure: the caller passes `now`.
 */
import dayjs from 'dayjs';
import { formatIsoDate, isIsoDate, isoDateUtcMs, shiftIsoDate } from '../dates';
import { DRIVER_ACCEPTANCE_MINUTES, NEW_RIDE_STATUS } from './course-defaults';
import type { TaxiRideFormInput } from './course-form.schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The rides of an earlier course as new rides: the same places, passengers, locomotives and starting
 * bases, with every stop moved by whole days so the first dated stop falls on `now`'s day and each
 * stop keeps its clock time and its day after the first (a relation over midnight stays over
 * midnight). What belongs to the old course is dropped: ride and stop ids, the ride number (the
 * form proposes a new one) and the status (a new ride is planning, the driver has 15 minutes).
 * Example: reuseRides([{ ..., waypoints: [{ date: '2024-03-01', time: '22:30', ... },
 *   { date: '2024-03-02', time: '01:00', ... }] }], new Date(2024, 2, 7, 9, 0))
 *   -> waypoints dated '2024-03-07' 22:30 and '2024-03-08' 01:00
 */
export function reuseRides(rides: readonly TaxiRideFormInput[], now: Date): TaxiRideFormInput[] {
  const today = formatIsoDate(now);
  const firstDate = rides
    .flatMap((ride) => ride.waypoints.map((waypoint) => waypoint.date ?? ''))
    .find((date) => isIsoDate(date));
  const days =
    firstDate === undefined ? 0 : Math.round((isoDateUtcMs(today) - isoDateUtcMs(firstDate)) / DAY_MS);
  const driverHasToAcceptAt = dayjs(now).add(DRIVER_ACCEPTANCE_MINUTES, 'minute').format();
  return rides.map((ride) => ({
    number: '',
    status: NEW_RIDE_STATUS,
    driverHasToAcceptAt,
    fromStartingBase: ride.fromStartingBase ?? null,
    toStartingBase: ride.toStartingBase ?? null,
    waypoints: ride.waypoints.map((waypoint) => ({
      place: waypoint.place ?? null,
      date: waypoint.date && isIsoDate(waypoint.date) ? shiftIsoDate(waypoint.date, days) : today,
      time: waypoint.time ?? null,
      passengers: [...(waypoint.passengers ?? [])],
      locomotives: [...(waypoint.locomotives ?? [])],
    })),
  }));
}
