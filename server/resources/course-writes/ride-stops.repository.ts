/** The stops and segments of one ride, shared by the course writes and 'Edycja relacji'. */
import { and, eq, notInArray } from 'drizzle-orm';
import { estimateSegment, type SegmentEstimate } from '../../../domain/courses/segment-estimate';
import {
  courses,
  rides,
  segmentEmployees,
  segmentLocomotives,
  segments,
  waypoints,
} from '../../db/course-schema';
import type { Tx } from '../../db/client';
import { haversineRouteEstimator, segmentDistance, type RouteEstimator } from '../../geo/route-estimate';
import { clearDriverRelation } from '../course-core/driver-relation.repository';
import { pairOwnersOf, definedLegLookup, type DefinedLeg } from '../course-core/defined-legs.repository';
import type { StopPlan } from './course-rows.repository';
import type { LegPair } from '../../geo/route-prefetch';

/** Defined kilometres of a place pair (either direction), or null: see definedLegLookup. */
export type DefinedLookup = (from: number | null, to: number | null) => DefinedLeg | null;

type LegValues = Omit<SegmentEstimate, 'timeAndDistanceSource'> & {
  timeAndDistanceSource: SegmentEstimate['timeAndDistanceSource'] | 'defined';
};

/**
 * One segment's distance and time: the pair's defined kilometres when there are some (courses.md §3
 * source 'defined'), else the offline estimate of domain/ (what the SPA's alert shows), or
 * the configured route service (Google Directions) when there is one; a failing service falls back
 * inside the adapter, and a rejection gives 'fallback' with empty values (courses.md §7).
 */
async function legEstimate(
  stop: StopPlan,
  next: StopPlan | undefined,
  estimator: RouteEstimator | undefined,
  defined: DefinedLookup,
): Promise<LegValues> {
  const leg = defined(stop.placeId, next?.placeId ?? null);
  if (leg) return { distance: leg.kilometers, time: leg.timeSeconds, timeAndDistanceSource: 'defined' };
  const to = next?.coordinates ?? null;
  if (!estimator || estimator === haversineRouteEstimator || stop.coordinates === null || to === null)
    return estimateSegment(stop.coordinates, to);
  const route = await segmentDistance(null, stop.coordinates, to, estimator);
  return {
    distance: route.distanceKm,
    time: route.timeSeconds,
    timeAndDistanceSource: route.source === 'fallback' ? 'fallback' : 'estimated',
  };
}

/** The legs of `stops` the route service will be asked for (those without defined kilometres). */
export const stopPairs = (
  stops: readonly Pick<StopPlan, 'placeId' | 'coordinates'>[],
  defined: DefinedLookup,
): LegPair[] =>
  stops.slice(1).flatMap((to, index) => {
    const from = stops[index];
    return !from || defined(from.placeId, to.placeId) ? [] : [[from.coordinates, to.coordinates] as const];
  });

/** The places named by stops, for one definedLegLookup over a whole write. */
export const placeIdsOf = (stops: readonly Pick<StopPlan, 'placeId'>[]): number[] =>
  stops.flatMap((stop) => (stop.placeId === null ? [] : [stop.placeId]));

/**
 * Replaces a ride's stops (course writes and 'Edycja relacji'): stops with the id of one of the ride's
 * waypoints update that row in place, so the driver's reached mark (`achievedAtByDriver`) and the id
 * stay; the ride's other waypoints go, new stops are inserted. Segments are rebuilt and re-estimated:
 * segment i runs from stop i to i+1 with stop i's passengers and locomotives.
 */
export async function writeStops(
  tx: Tx,
  rideId: number,
  stops: readonly StopPlan[],
  estimator?: RouteEstimator,
  defined?: DefinedLookup,
): Promise<void> {
  const [owner] = await tx
    .select({
      courseId: rides.courseId,
      companyId: courses.companyId,
    })
    .from(rides)
    .innerJoin(courses, eq(courses.id, rides.courseId))
    .where(eq(rides.id, rideId));
  // One lookup query for the ride's places unless the caller made one for the whole write; the
  // pairs of the course's own companies and global ones only.
  const definedOf =
    defined ?? (await definedLegLookup(tx, placeIdsOf(stops), owner ? pairOwnersOf(owner) : []));
  // New stops make the course's stored driver relation stale, kept waypoint ids or not (row 78).
  if (owner) await clearDriverRelation(tx, owner.courseId);
  // Segments first: they reference the waypoints about to be dropped or moved.
  await tx.delete(segments).where(eq(segments.rideId, rideId));
  const keep = stops.flatMap((stop) => (stop.id === null ? [] : [stop.id]));
  await tx
    .delete(waypoints)
    .where(and(eq(waypoints.rideId, rideId), keep.length > 0 ? notInArray(waypoints.id, keep) : undefined));
  const idAt = new Map<number, number>();
  for (const [position, stop] of stops.entries()) {
    if (stop.id === null) continue;
    const [row] = await tx
      .update(waypoints)
      .set({ position, placeId: stop.placeId, time: stop.time })
      .where(and(eq(waypoints.id, stop.id), eq(waypoints.rideId, rideId)))
      .returning({ id: waypoints.id });
    if (!row) throw new Error('kept waypoint is not a stop of the ride');
    idAt.set(position, row.id);
  }
  const fresh = stops.flatMap((stop, position) =>
    stop.id === null ? [{ rideId, position, placeId: stop.placeId, time: stop.time }] : [],
  );
  if (fresh.length > 0) {
    const rows = await tx
      .insert(waypoints)
      .values(fresh)
      .returning({ id: waypoints.id, position: waypoints.position });
    for (const row of rows) idAt.set(row.position, row.id);
  }
  const estimates = await Promise.all(
    stops.slice(0, -1).map((stop, position) => legEstimate(stop, stops[position + 1], estimator, definedOf)),
  );
  const legs = stops.slice(0, -1).map((stop, position) => {
    const next = stops[position + 1];
    const start = idAt.get(position);
    const end = idAt.get(position + 1);
    const estimate = estimates[position];
    if (!next || !estimate || start === undefined || end === undefined)
      throw new Error('waypoint insert failed');
    return {
      stop,
      values: {
        rideId,
        position,
        waypointStartId: start,
        waypointEndId: end,
        ...estimate,
      },
    };
  });
  if (legs.length === 0) return;
  const segmentRows = await tx
    .insert(segments)
    .values(legs.map((leg) => leg.values))
    .returning({ id: segments.id, position: segments.position });
  const segmentAt = new Map(segmentRows.map((row) => [row.position, row.id]));
  const segmentId = (position: number) => {
    const id = segmentAt.get(position);
    if (id === undefined) throw new Error('segment insert failed');
    return id;
  };
  const employees = legs.flatMap((leg, position) =>
    leg.stop.passengerIds.map((passengerId) => ({ segmentId: segmentId(position), passengerId })),
  );
  const engines = legs.flatMap((leg, position) =>
    leg.stop.locomotiveIds.map((locomotiveId) => ({ segmentId: segmentId(position), locomotiveId })),
  );
  if (employees.length > 0) await tx.insert(segmentEmployees).values(employees);
  if (engines.length > 0) await tx.insert(segmentLocomotives).values(engines);
}
