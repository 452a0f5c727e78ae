/**
 * The stored driver relation of a course (courses.md §4, docs/spec-decisions.md row 75): after a
 * transfer or extraction every touched course loses the relation it had (its rides changed), and a
 * course where the rule holds gets it anew: the legs of `driverRelationLegs` with distance and time
 * from the route port (a ride segment's defined kilometres first, then the estimator: Google when
 * configured, else the offline estimate; 'fallback' without coordinates), their sum on the course
 * and a map link when the port gives one. Runs inside the move's transaction.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { LatLng } from '../../../domain/courses/geo';
import { distanceSum, driverRelationLegs, inDriverRelation } from '../../../domain/rides/driver-relation';
import type { RelationLeg } from '../../../domain/rides/driver-relation';
import { courses, driverSegments, rides, segments, waypoints } from '../../db/course-schema';
import { places } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import { segmentDistance } from '../../geo/route-estimate';
import type { RouteServices } from '../../geo/route-services';
import { prefetchRoutes } from '../../geo/route-prefetch';

type Point = Awaited<ReturnType<typeof loadWaypoints>>[number];
type SegmentRow = Awaited<ReturnType<typeof loadSegments>>[number];

function loadWaypoints(tx: Db | Tx, courseId: number) {
  return tx
    .select({
      id: waypoints.id,
      rideId: waypoints.rideId,
      placeId: waypoints.placeId,
      time: waypoints.time,
      latitude: places.latitude,
      longitude: places.longitude,
    })
    .from(waypoints)
    .innerJoin(rides, eq(rides.id, waypoints.rideId))
    .leftJoin(places, eq(places.id, waypoints.placeId))
    .where(eq(rides.courseId, courseId))
    .orderBy(asc(waypoints.rideId), asc(waypoints.position));
}

function loadSegments(tx: Tx, courseId: number) {
  return tx
    .select({
      id: segments.id,
      waypointStartId: segments.waypointStartId,
      waypointEndId: segments.waypointEndId,
      distance: segments.distance,
      time: segments.time,
      source: segments.timeAndDistanceSource,
    })
    .from(segments)
    .innerJoin(rides, eq(rides.id, segments.rideId))
    .where(eq(rides.courseId, courseId));
}

const coordinates = (point: Point | undefined): LatLng | null =>
  point && point.latitude !== null && point.longitude !== null
    ? { latitude: point.latitude, longitude: point.longitude }
    : null;

/** A leg's distance and time: the driven segment's defined kilometres win, else the route port. */
function legDistance(
  leg: RelationLeg,
  pointAt: Map<number, Point>,
  segment: SegmentRow | undefined,
  routes: RouteServices,
) {
  const defined =
    segment?.source === 'defined' ? { kilometers: segment.distance, timeSeconds: segment.time } : null;
  return segmentDistance(
    defined,
    coordinates(pointAt.get(leg.fromWaypointId)),
    coordinates(pointAt.get(leg.toWaypointId)),
    routes.estimator,
  );
}

const ridesOf = (points: readonly Point[]) => {
  const byRide = new Map<number, Point[]>();
  for (const point of points) byRide.set(point.rideId, [...(byRide.get(point.rideId) ?? []), point]);
  return [...byRide].map(([id, rideWaypoints]) => ({ id, waypoints: rideWaypoints }));
};

const relationLegsOf = (points: readonly Point[]) => driverRelationLegs(ridesOf(points));

/**
 * The route services a move runs its transaction with: every leg of the relations it will store,
 * foreseen from the courses as they are now (`ride` leaves `sourceId` for `targetId`, or for a new
 * course when null) and asked of the map service BEFORE the transaction (server/geo/route-prefetch.ts).
 */
export async function prefetchMoveRoutes(
  db: Db,
  routes: RouteServices,
  ride: { id: number; status: string },
  sourceId: number,
  targetId: number | null,
): Promise<RouteServices> {
  const source = await loadWaypoints(db, sourceId);
  const moved = source.filter((point) => point.rideId === ride.id);
  const courses = [source.filter((point) => point.rideId !== ride.id), moved];
  if (targetId !== null) courses.push([...(await loadWaypoints(db, targetId)), ...moved]);
  const pairs = courses
    .filter((points) => inDriverRelation(ride.status, ridesOf(points).length))
    .flatMap((points) => {
      const pointAt = new Map(points.map((point) => [point.id, point]));
      return relationLegsOf(points).map(
        (leg) =>
          [coordinates(pointAt.get(leg.fromWaypointId)), coordinates(pointAt.get(leg.toWaypointId))] as const,
      );
    });
  return (await prefetchRoutes(routes, pairs)) ?? routes;
}

/** Drops the course's stored relation (legs on any of its rides, the sum and the link). */
export async function clearDriverRelation(tx: Tx, courseId: number) {
  const courseRides = tx.select({ id: rides.id }).from(rides).where(eq(rides.courseId, courseId));
  await tx.delete(driverSegments).where(inArray(driverSegments.rideId, courseRides));
  await tx
    .update(courses)
    .set({ driverDistanceSum: null, routeForDriverRelation: null })
    .where(eq(courses.id, courseId));
}

/** Replaces the course's stored relation: recomputed when `applies`, else none (row 75). */
export async function storeDriverRelation(
  tx: Tx,
  courseId: number,
  applies: boolean,
  routes: RouteServices,
): Promise<void> {
  await clearDriverRelation(tx, courseId);
  if (!applies) return;
  const [points, segmentRows] = await Promise.all([loadWaypoints(tx, courseId), loadSegments(tx, courseId)]);
  const legs = relationLegsOf(points);
  if (legs.length === 0) return;
  const pointAt = new Map(points.map((point) => [point.id, point]));
  const segmentOf = new Map(segmentRows.map((row) => [`${row.waypointStartId}-${row.waypointEndId}`, row]));
  const driven = (leg: RelationLeg) =>
    leg.segment ? segmentOf.get(`${leg.segment.fromWaypointId}-${leg.segment.toWaypointId}`) : undefined;
  // Legs are independent: estimated at once, so a slow map service costs one wait, not one per leg.
  const distances = await Promise.all(legs.map((leg) => legDistance(leg, pointAt, driven(leg), routes)));
  await tx.insert(driverSegments).values(
    legs.map((leg, index) => {
      const estimate = distances[index];
      return {
        rideId: leg.rideId,
        position: leg.position,
        waypointStartId: leg.fromWaypointId,
        waypointEndId: leg.toWaypointId,
        segmentId: driven(leg)?.id ?? null,
        distance: estimate?.distanceKm ?? null,
        time: estimate?.timeSeconds ?? null,
        timeAndDistanceSource: estimate?.source ?? 'fallback',
      };
    }),
  );
  const stops = [legs[0]?.fromWaypointId, ...legs.map((leg) => leg.toWaypointId)].map((id) =>
    id === undefined ? null : coordinates(pointAt.get(id)),
  );
  const located = stops.filter((stop): stop is LatLng => stop !== null);
  await tx
    .update(courses)
    .set({
      driverDistanceSum: distanceSum(distances.map((estimate) => estimate.distanceKm)),
      routeForDriverRelation: located.length === stops.length ? routes.routeUrl(located) : null,
    })
    .where(eq(courses.id, courseId));
}
