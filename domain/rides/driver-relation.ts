/**
 * The driver's relation of a multi-ride course (courses.md §4): after a ride is transferred or
 * extracted, the rides are flattened into one list of waypoints in time order and a waypoint at the
 * same place in the same minute as the one before it is merged into it (the driver stops there once).
 * The legs between the merged stops are the routes to recalculate.
 */
import type { DateLike } from '../courses/status-columns';

export interface RelationWaypoint {
  placeId: number | null;
  time: DateLike;
}

export interface RelationRide {
  id: number;
  waypoints: readonly RelationWaypoint[];
}

export interface RelationStop {
  placeId: number | null;
  time: Date | null;
  /** The rides stopping here (more than one where waypoints were merged). */
  rideIds: number[];
}

const ms = (value: DateLike) => {
  if (value === null || value === undefined || value === '') return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
};
const minuteOf = (time: number | null) => (time === null ? null : Math.floor(time / 60_000));
const firstTime = (ride: RelationRide): Date | null => {
  const first = ride.waypoints.map((point) => ms(point.time)).find((time) => time !== null);
  return first === undefined ? null : new Date(first);
};

/**
 * Whether two waypoints are one stop for the driver: the same known place in the same minute.
 * Example: isSameStop({ placeId: 2, time: '…T10:30:00Z' }, { placeId: 2, time: '…T10:30:40Z' }) === true
 */
export function isSameStop(a: RelationWaypoint, b: RelationWaypoint): boolean {
  const at = minuteOf(ms(a.time));
  return a.placeId !== null && a.placeId === b.placeId && at !== null && at === minuteOf(ms(b.time));
}

/** Rides by first planned time (undated last, then by id): the order §4 sorts a course's rides in. */
export function byFirstStart<T extends { id: number; startsAt: DateLike }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => {
    const at = ms(a.startsAt);
    const bt = ms(b.startsAt);
    if (at !== bt) return at === null ? 1 : bt === null ? -1 : at - bt;
    return a.id - b.id;
  });
}

/**
 * Example: two rides A: X 10:00 -> Y 10:30 and B: Y 10:30 -> Z 11:00 give X 10:00, Y 10:30 (A+B), Z 11:00.
 */
export function driverRelation(rideList: readonly RelationRide[]): RelationStop[] {
  const ordered = byFirstStart(rideList.map((ride) => ({ ...ride, startsAt: firstTime(ride) })));
  const stops: RelationStop[] = [];
  for (const ride of ordered) {
    for (const point of ride.waypoints) {
      const time = ms(point.time);
      const last = stops.at(-1);
      if (last && isSameStop(last, point)) {
        if (!last.rideIds.includes(ride.id)) last.rideIds.push(ride.id);
        continue;
      }
      stops.push({ placeId: point.placeId, time: time === null ? null : new Date(time), rideIds: [ride.id] });
    }
  }
  return stops;
}

/** The legs between consecutive relation stops: the routes the driver's relation needs estimated. */
export function relationLegs(stops: readonly RelationStop[]): [RelationStop, RelationStop][] {
  return stops.slice(1).flatMap((stop, index) => {
    const previous = stops[index];
    return previous ? [[previous, stop] as [RelationStop, RelationStop]] : [];
  });
}
