/**
 * New-course defaults of courses.md §4 and the stop list edits of the waypoint editor (§2).
 * Pure: the caller passes `now`, and every edit returns a new list.
 */
import dayjs from 'dayjs';
import { warsawDay } from '../warsaw-time';
import type { TaxiCourseFormInput, WaypointFormInput } from './course-form.schema';

/** The driver must accept a new course within 15 minutes (§4, §9). */
export const DRIVER_ACCEPTANCE_MINUTES = 15;
/** A new ride starts as planning (§4). */
export const NEW_RIDE_STATUS = 'planning';

/** An empty stop on the given day. Example: emptyWaypoint('2024-03-07').time === null */
export function emptyWaypoint(date: string | null): WaypointFormInput {
  return { place: null, date, time: null, passengers: [], locomotives: [] };
}

/**
 * The taxi course form of a new course: one ride in planning, one segment (two empty stops dated
 * today in Poland, whatever the browser's zone), the driver's acceptance deadline 15 minutes from `now` (local time with its offset, e.g.
 * '2024-03-07T08:15:00+01:00'). The ride number is left '' for the SPA to fetch
 * (`GET api/taxi_course_rides/{companyId}/{firstPlaceDate}`).
 * Example: newTaxiCourseDraft(new Date('2024-03-07T23:30:00Z')).rides[0].waypoints[0].date === '2024-03-08'
 */
export function newTaxiCourseDraft(now: Date, company: string | null = null): TaxiCourseFormInput {
  const today = warsawDay(now);
  return {
    company,
    contractor: null,
    subcontractor: null,
    driver: null,
    driverPhoneNumber: null,
    rides: [
      {
        number: '',
        status: NEW_RIDE_STATUS,
        driverHasToAcceptAt: dayjs(now).add(DRIVER_ACCEPTANCE_MINUTES, 'minute').format(),
        fromStartingBase: null,
        toStartingBase: null,
        waypoints: [emptyWaypoint(today), emptyWaypoint(today)],
      },
    ],
  };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The letter of a stop as its card heading shows it ('Przystanek {letter}'): A, B, ... Z, then AA, AB...
 * Example: waypointLetter(0) === 'A'; waypointLetter(2) === 'C'; waypointLetter(26) === 'AA'
 */
export function waypointLetter(index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`Not a stop index: ${index}`);
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / ALPHABET.length)) {
    letters = ALPHABET.charAt((rest - 1) % ALPHABET.length) + letters;
  }
  return letters;
}

export interface WaypointInsertion<T> {
  waypoints: T[];
  /** Index of the new stop in `waypoints`. */
  index: number;
  /** The success note to show. */
  note: string;
}

function checkIndex(list: readonly unknown[], index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= list.length)
    throw new RangeError(`No stop at index ${index} of ${list.length}`);
}

/**
 * Inserts `waypoint` before the stop at `index`. The note names that stop by its letter after the
 * insertion, i.e. as the list now shows it (the stop that was B is C once a stop goes before it).
 * Example: insertWaypointBefore([a, b], 1, x) -> { waypoints: [a, x, b], index: 1,
 *   note: 'Przystanek został dodany przed przystankiem C' }
 */
export function insertWaypointBefore<T>(
  waypoints: readonly T[],
  index: number,
  waypoint: T,
): WaypointInsertion<T> {
  checkIndex(waypoints, index);
  return {
    waypoints: [...waypoints.slice(0, index), waypoint, ...waypoints.slice(index)],
    index,
    note: `Przystanek został dodany przed przystankiem ${waypointLetter(index + 1)}`,
  };
}

/**
 * Inserts `waypoint` after the stop at `index` (the editor offers it after the last stop).
 * Example: insertWaypointAfter([a, b], 1, x) -> { waypoints: [a, b, x], index: 2,
 *   note: 'Przystanek został dodany po przystanku B' }
 */
export function insertWaypointAfter<T>(
  waypoints: readonly T[],
  index: number,
  waypoint: T,
): WaypointInsertion<T> {
  checkIndex(waypoints, index);
  return {
    waypoints: [...waypoints.slice(0, index + 1), waypoint, ...waypoints.slice(index + 1)],
    index: index + 1,
    note: `Przystanek został dodany po przystanku ${waypointLetter(index)}`,
  };
}

/** The delete button is disabled on the only stop (§2). Example: canDeleteWaypoint([a]) === false */
export function canDeleteWaypoint(waypoints: readonly unknown[]): boolean {
  return waypoints.length > 1;
}

/**
 * Removes the stop at `index`; deleting the only stop, or an index that does not exist, is ignored
 * and returns the same list (§4).
 * Example: deleteWaypoint([a, b], 0) -> [b]; deleteWaypoint([a], 0) -> [a]
 */
export function deleteWaypoint<T>(waypoints: readonly T[], index: number): readonly T[] {
  if (!canDeleteWaypoint(waypoints) || !Number.isInteger(index) || index < 0 || index >= waypoints.length)
    return waypoints;
  return waypoints.filter((_, position) => position !== index);
}
