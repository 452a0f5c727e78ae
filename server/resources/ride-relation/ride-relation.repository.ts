/** Reads and writes of 'Edycja relacji' besides the stops themselves (course-writes/ride-stops.repository.ts). */
import { asc, eq, inArray } from 'drizzle-orm';
import type { RelationStop } from '../../../domain/rides/relation-edit';
import { rides, segmentEmployees, segmentLocomotives, segments, waypoints } from '../../db/course-schema';
import type { Db, Tx } from '../../db/client';
import { touchCourses, type LockedCourse } from '../course-core/ride-lock.repository';
import { bumpVersion } from '../../http/versioning';

/** The ride's stops in order, each with what rides from it (segment i starts at stop i). */
export async function storedRelation(tx: Tx, rideId: number): Promise<(RelationStop & { id: number })[]> {
  const stops = await tx
    .select({ id: waypoints.id })
    .from(waypoints)
    .where(eq(waypoints.rideId, rideId))
    .orderBy(asc(waypoints.position), asc(waypoints.id));
  const legs = await tx
    .select({ id: segments.id, start: segments.waypointStartId })
    .from(segments)
    .where(eq(segments.rideId, rideId));
  const legIds = legs.map((leg) => leg.id);
  const [people, engines] =
    legIds.length === 0
      ? [[], []]
      : await Promise.all([
          tx.select().from(segmentEmployees).where(inArray(segmentEmployees.segmentId, legIds)),
          tx.select().from(segmentLocomotives).where(inArray(segmentLocomotives.segmentId, legIds)),
        ]);
  const legOf = new Map(legs.map((leg) => [leg.start, leg.id]));
  return stops.map((stop) => {
    const leg = legOf.get(stop.id);
    return {
      id: stop.id,
      passengerIds: people.filter((row) => row.segmentId === leg).map((row) => row.passengerId),
      locomotiveIds: engines.filter((row) => row.segmentId === leg).map((row) => row.locomotiveId),
    };
  });
}

/**
 * After the stops changed: the ride's start and version, and the course's list column (the start decides
 * overdue acceptances), version and update time, so older copies of either answer 409/412.
 */
export async function touchRideAndCourse(
  tx: Tx,
  locked: LockedCourse,
  rideId: number,
  startsAt: Date | null,
  now: Date,
): Promise<void> {
  await tx
    .update(rides)
    .set({ startsAt, distanceSum: null, version: bumpVersion(rides.version) })
    .where(eq(rides.id, rideId));
  await touchCourses(tx, [locked.course.id], now);
}

export async function rideVersion(tx: Tx | Db, rideId: number): Promise<number | undefined> {
  const [row] = await tx.select({ version: rides.version }).from(rides).where(eq(rides.id, rideId));
  return row?.version;
}
