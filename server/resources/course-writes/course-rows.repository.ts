/** Writes of a course: the course row, its rides with stops and segments, and the live-update event. */
import { and, eq, notInArray } from 'drizzle-orm';
import type { LatLng } from '../../../domain/courses/geo';
import { courses, rides } from '../../db/course-schema';
import type { Tx } from '../../db/client';
import type { RouteEstimator } from '../../geo/route-estimate';
import { pairOwnersOf, definedLegLookup } from '../course-core/defined-legs.repository';
import { placeIdsOf, writeStops } from './ride-stops.repository';
import { bumpVersion } from '../../http/versioning';

export interface StopPlan {
  /** A waypoint of the same ride to keep (its id and achievedAtByDriver stay), or null for a new one. */
  id: number | null;
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
  /** A kilometer course's place of departure and of return (place ids); taxi courses leave them out. */
  fromStartingPlaceId?: number | null;
  toStartingPlaceId?: number | null;
  rides: RidePlan[];
  /** The series a new course belongs to ('Powtarzaj'); set on insert only, an update keeps it. */
  seriesId?: number | null;
}

export type CourseEventType = 'course_insert' | 'course_update' | 'course_delete';

/** A ride's start: its first planned stop time (the list's `startsAt`). */
export const firstStopTime = (stops: readonly StopPlan[]) =>
  stops.find((stop) => stop.time !== null)?.time ?? null;
const firstTime = (ride: RidePlan) => firstStopTime(ride.stops);

const courseColumns = (write: CourseWrite, now: Date) => ({
  companyId: write.companyId,
  contractorId: write.contractorId,
  subcontractorId: write.subcontractorId,
  driverId: write.driverId,
  driverPhoneNumber: write.driverPhoneNumber,
  fromStartingPlaceId: write.fromStartingPlaceId ?? null,
  toStartingPlaceId: write.toStartingPlaceId ?? null,
  // The write replaces every stop, and the stops' cascade drops the stored driver relation (row 75).
  driverDistanceSum: null,
  routeForDriverRelation: null,
  updatedAt: now,
});

export async function insertCourse(
  tx: Tx,
  write: CourseWrite,
  userId: number,
  now: Date,
  estimator?: RouteEstimator,
): Promise<number> {
  const [row] = await tx
    .insert(courses)
    .values({
      type: write.type,
      createdById: userId,
      createdAt: now,
      seriesId: write.seriesId ?? null,
      ...courseColumns(write, now),
    })
    .returning({ id: courses.id });
  if (!row) throw new Error('course insert failed');
  await writeRides(tx, row.id, write, userId, estimator);
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
  estimator?: RouteEstimator,
): Promise<boolean> {
  const updated = await tx
    .update(courses)
    .set({ ...courseColumns(write, now), version: bumpVersion(courses.version) })
    .where(and(eq(courses.id, id), eq(courses.version, version)))
    .returning({ id: courses.id });
  if (updated.length === 0) return false;
  await writeRides(tx, id, write, userId, estimator);
  return true;
}

/** Drops rides missing from the plan and writes every ride with its stops. */
async function writeRides(
  tx: Tx,
  courseId: number,
  write: CourseWrite,
  userId: number,
  estimator: RouteEstimator | undefined,
): Promise<void> {
  const kept = write.rides.flatMap((ride) => (ride.id === null ? [] : [ride.id]));
  await tx
    .delete(rides)
    .where(and(eq(rides.courseId, courseId), kept.length > 0 ? notInArray(rides.id, kept) : undefined));
  // Defined kilometres of every place pair of the write, in one query (not one per segment or ride).
  const defined = await definedLegLookup(
    tx,
    write.rides.flatMap((ride) => placeIdsOf(ride.stops)),
    pairOwnersOf(write),
  );
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
        .set({ ...columns, version: bumpVersion(rides.version) })
        .where(eq(rides.id, rideId));
    }
    await writeStops(tx, rideId, ride.stops, estimator, defined);
  }
}
