/**
 * The driver's relation of a multi-ride course (courses.md §4): after a ride is transferred or
 * extracted, the rides are flattened into one list of waypoints in time order and a waypoint at the
 * same place in the same minute as the one before it is merged into it (the driver stops there once).
 * The legs between the merged stops are the routes to recalculate (docs/spec-decisions.md rows 64, 75).
 */
import type { DateLike } from '../courses/status-columns';

export interface RelationWaypoint {
  id: number;
  placeId: number | null;
  time: DateLike;
}

export interface RelationRide {
  id: number;
  /** In the ride's own order (position). */
  waypoints: readonly RelationWaypoint[];
}

export interface RelationStop {
  placeId: number | null;
  time: Date | null;
  /** The rides stopping here (more than one where waypoints were merged); the first one opened it. */
  rideIds: number[];
  /** The merged waypoints, the first one opened the stop. */
  waypointIds: number[];
}

export interface RelationLeg {
  /** Order in the whole relation, from 0. */
  position: number;
  /**
   * The ride the leg is kept on: the one that opened the leg's end stop (a leg between rides goes
   * with the ride it drives to), so the rides in start order hold the legs in relation order.
   */
  rideId: number;
  /** The first waypoint of each stop: where the leg starts and ends. */
  fromWaypointId: number;
  toWaypointId: number;
  /**
   * The ride's own segment the leg drives (consecutive waypoints of one ride), or null for a leg
   * between two rides: it brings the segment's passengers, and its defined kilometres if it has them.
   */
  segment: { fromWaypointId: number; toWaypointId: number } | null;
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

type Stop = Pick<RelationWaypoint, 'placeId' | 'time'>;

/**
 * Whether two waypoints are one stop for the driver: the same known place in the same minute.
 * Example: isSameStop({ placeId: 2, time: '…T10:30:00Z' }, { placeId: 2, time: '…T10:30:40Z' }) === true
 */
export function isSameStop(a: Stop, b: Stop): boolean {
  const at = minuteOf(ms(a.time));
  return a.placeId !== null && a.placeId === b.placeId && at !== null && at === minuteOf(ms(b.time));
}

/**
 * Whether a ride belongs to the driver's relation (§4, rows 46 and 75): the driver accepted it and its
 * course has two or more rides. After a move, the moved ride's status before the move decides.
 * Example: inDriverRelation('accepted_by_driver', 2) === true; inDriverRelation('accepted_by_driver', 1) === false
 */
export function inDriverRelation(rideStatus: string, courseRideCount: number): boolean {
  return rideStatus === 'accepted_by_driver' && courseRideCount >= 2;
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
        last.waypointIds.push(point.id);
        continue;
      }
      stops.push({
        placeId: point.placeId,
        time: time === null ? null : new Date(time),
        rideIds: [ride.id],
        waypointIds: [point.id],
      });
    }
  }
  return stops;
}

/** Each waypoint's successor within its own ride: the ride's segments. */
function nextInRide(rideList: readonly RelationRide[]): Map<number, number> {
  const next = new Map<number, number>();
  for (const ride of rideList)
    ride.waypoints.slice(1).forEach((point, index) => {
      const previous = ride.waypoints[index];
      if (previous) next.set(previous.id, point.id);
    });
  return next;
}

/**
 * The legs between consecutive stops of the relation: the routes to estimate and store.
 * Example: rides A: X -> Y and B: Y -> Z meeting at Y in one minute give two legs, X -> Y on A (A's
 * segment) and Y -> Z on B (B's segment); met at another minute, a third leg Y(A) -> Y(B) on B, with no
 * segment of its own.
 */
export function driverRelationLegs(rideList: readonly RelationRide[]): RelationLeg[] {
  const stops = driverRelation(rideList);
  const next = nextInRide(rideList);
  return stops.slice(1).flatMap((to, index) => {
    const from = stops[index];
    const [fromWaypointId] = from?.waypointIds ?? [];
    const [toWaypointId] = to.waypointIds;
    const [rideId] = to.rideIds;
    if (!from || fromWaypointId === undefined || toWaypointId === undefined || rideId === undefined)
      return [];
    const start = from.waypointIds.find((id) => {
      const after = next.get(id);
      return after !== undefined && to.waypointIds.includes(after);
    });
    const end = start === undefined ? undefined : next.get(start);
    return [
      {
        position: index,
        rideId,
        fromWaypointId,
        toWaypointId,
        segment:
          start === undefined || end === undefined ? null : { fromWaypointId: start, toWaypointId: end },
      },
    ];
  });
}

/**
 * Total kilometres of legs, to 0.1 km; null when no leg has a distance.
 * Example: distanceSum([12.34, null, 0.71]) === 13.1
 */
export function distanceSum(distances: readonly (number | null)[]): number | null {
  const known = distances.filter((km): km is number => km !== null);
  return known.length === 0 ? null : Math.round(known.reduce((sum, km) => sum + km, 0) * 10) / 10;
}
