/** Writes of a course: the course row, its rides with stops and segments, and the live-update event. */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { LatLng } from '../../../domain/courses/geo';
import { columnForCourse } from '../../../domain/courses/status-columns';
import {
  courses,
  rides,
  segmentEmployees,
  segmentLocomotives,
  segments,
  waypoints,
} from '../../db/course-schema';
import type { Tx } from '../../db/seed/seed-ids';
import { estimateSegment } from '../../../domain/courses/segment-estimate';

export interface StopPlan {
  /**
   * An existing waypoint of the same ride to keep (its id and the driver's reached mark survive the
   * write); null or missing for a new stop. The planner checks it belongs to that ride.
   */
  id?: number | null;
  placeId: number | null;
  coordinates: LatLng | null;
  time: Date | null;
  passengerIds: number[];
  locomotiveIds: number[];
}

export interface RidePlan {
  /** An existing ride of the course to keep (PUT), or null for a new one. */
  id: number | null;
  number: string;
  status: string;
  driverHasToAcceptAt: Date | null;
  fromStartingBaseId: number | null;
  toStartingBaseId: number | null;
  stops: StopPlan[];
}

export interface CourseWrite {
  type: 'taxi' | 'kilometer';
  companyId: number;
  contractorId: number | null;
  subcontractorId: number | null;
  /** User id of the driver. */
  driverId: number | null;
  driverPhoneNumber: string | null;
  rides: RidePlan[];
}

export type CourseEventType = 'course_insert' | 'course_update' | 'course_delete';

const firstTime = (ride: RidePlan) => ride.stops.find((stop) => stop.time !== null)?.time ?? null;

const courseColumns = (write: CourseWrite, now: Date) => ({
  companyId: write.companyId,
  contractorId: write.contractorId,
  subcontractorId: write.subcontractorId,
  driverId: write.driverId,
  driverPhoneNumber: write.driverPhoneNumber,
  status: columnForCourse(
    {
      rides: write.rides.map((ride) => ({
        status: ride.status,
        startsAt: firstTime(ride),
        driverHasToAcceptAt: ride.driverHasToAcceptAt,
      })),
    },
    now,
  ),
  updatedAt: now,
});

export async function insertCourse(tx: Tx, write: CourseWrite, userId: number, now: Date): Promise<number> {
  const [row] = await tx
    .insert(courses)
    .values({ type: write.type, createdById: userId, createdAt: now, ...courseColumns(write, now) })
    .returning({ id: courses.id });
  if (!row) throw new Error('course insert failed');
  await writeRides(tx, row.id, write, userId);
  return row.id;
}

/** Replaces the course's fields and rides when its version is still `version`; false when it is not. */
export async function updateCourse(
  tx: Tx,
  id: number,
  version: number,
  write: CourseWrite,
  userId: number,
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(courses)
    .set({ ...courseColumns(write, now), version: sql`${courses.version} + 1` })
    .where(and(eq(courses.id, id), eq(courses.version, version)))
    .returning({ id: courses.id });
  if (updated.length === 0) return false;
  await writeRides(tx, id, write, userId);
  return true;
}

/**
 * Drops rides missing from the plan, clears the stops of kept ones and writes every ride's stops anew;
 * a stop that names its old waypoint gets that id back with its reached mark.
 */
async function writeRides(tx: Tx, courseId: number, write: CourseWrite, userId: number): Promise<void> {
  const kept = write.rides.flatMap((ride) => (ride.id === null ? [] : [ride.id]));
  await tx
    .delete(rides)
    .where(and(eq(rides.courseId, courseId), kept.length > 0 ? notInArray(rides.id, kept) : undefined));
  const reached = new Map<number, Date | null>();
  if (kept.length > 0) {
    const old = await tx
      .delete(waypoints)
      .where(inArray(waypoints.rideId, kept))
      .returning({ id: waypoints.id, achievedAtByDriver: waypoints.achievedAtByDriver });
    for (const row of old) reached.set(row.id, row.achievedAtByDriver);
  }
  for (const [position, ride] of write.rides.entries()) {
    const columns = {
      number: ride.number,
      status: ride.status,
      position,
      companyId: write.companyId,
      driverHasToAcceptAt: ride.driverHasToAcceptAt,
      fromStartingBaseId: ride.fromStartingBaseId,
      toStartingBaseId: ride.toStartingBaseId,
      startsAt: firstTime(ride),
      distanceSum: null,
    };
    let rideId = ride.id;
    if (rideId === null) {
      const [row] = await tx
        .insert(rides)
        .values({ courseId, type: write.type, createdById: userId, ...columns })
        .returning({ id: rides.id });
      if (!row) throw new Error('ride insert failed');
      rideId = row.id;
    } else {
      await tx
        .update(rides)
        .set({ ...columns, version: sql`${rides.version} + 1` })
        .where(eq(rides.id, rideId));
    }
    await writeStops(tx, rideId, ride.stops, reached);
  }
}

/**
 * Stops, then segment i from stop i to i+1 with stop i's passengers and locomotives. `reached` holds the
 * waypoints just cleared (id -> reached mark): only those ids may be written again, each once (an id
 * is taken out of the map when used), so a repeated id can never collide with a row just written.
 */
async function writeStops(
  tx: Tx,
  rideId: number,
  stops: StopPlan[],
  reached: Map<number, Date | null>,
): Promise<void> {
  const stopRows = await tx
    .insert(waypoints)
    .values(
      stops.map((stop, position) => {
        const keep = stop.id !== undefined && stop.id !== null && reached.has(stop.id) ? stop.id : undefined;
        const mark = keep === undefined ? null : (reached.get(keep) ?? null);
        if (keep !== undefined) reached.delete(keep);
        return {
          ...(keep === undefined ? {} : { id: keep, achievedAtByDriver: mark }),
          rideId,
          position,
          placeId: stop.placeId,
          time: stop.time,
        };
      }),
    )
    .returning({ id: waypoints.id, position: waypoints.position });
  const idAt = new Map(stopRows.map((row) => [row.position, row.id]));
  const legs = stops.slice(0, -1).map((stop, position) => {
    const next = stops[position + 1];
    const start = idAt.get(position);
    const end = idAt.get(position + 1);
    if (!next || start === undefined || end === undefined) throw new Error('waypoint insert failed');
    return {
      stop,
      values: {
        rideId,
        position,
        waypointStartId: start,
        waypointEndId: end,
        ...estimateSegment(stop.coordinates, next.coordinates),
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

/** Inserts the event row and wakes the listeners of `course_events` with its id; same transaction. */
export async function deleteCourse(tx: Tx, id: number): Promise<void> {
  await tx.delete(courses).where(eq(courses.id, id));
}
