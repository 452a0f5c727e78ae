/**
 * A course PUT that moves a time or a place of a ride still to be driven tells the course's driver and
 * its transport company (issue 31, row 649): the same notice as a cancel, with what changed
 * ('A 08:00 → 08:30'). Read before and after the write in its transaction, so the message goes out
 * with the change or not at all (outbox).
 */
import { asc, eq } from 'drizzle-orm';
import { isOpenRideStatus } from '../../../domain/rides/ride-effects';
import { acceptingCompanyId } from '../../../domain/rides/ride-relations';
import { stopChanges, type RideReading } from '../../../domain/rides/stop-changes';
import { courses, rides, waypoints } from '../../db/course-schema';
import { companies, places } from '../../db/schema';
import type { Tx } from '../../db/client';
import type { AuthUser } from '../../auth/authenticate';
import { readCourse } from '../course-core/ride-lock.repository';
import { enqueueRideNotices } from '../course-core/ride-notices';

export interface CourseStops {
  contractorId: number | null;
  subcontractorId: number | null;
  driverId: number | null;
  /** The rides still to be driven, with their stops in route order. */
  rides: RideReading[];
}

/** The course's parties and its open rides' stops, as `stopChanges` compares them. */
export async function readCourseStops(tx: Tx, courseId: number): Promise<CourseStops> {
  const [course] = await tx
    .select({
      contractorId: courses.contractorId,
      subcontractorId: courses.subcontractorId,
      driverId: courses.driverId,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  const rows = await tx
    .select({
      rideId: rides.id,
      number: rides.number,
      status: rides.status,
      stopId: waypoints.id,
      time: waypoints.time,
      placeId: waypoints.placeId,
      placeName: places.name,
    })
    .from(rides)
    .innerJoin(waypoints, eq(waypoints.rideId, rides.id))
    .leftJoin(places, eq(places.id, waypoints.placeId))
    .where(eq(rides.courseId, courseId))
    .orderBy(asc(rides.id), asc(waypoints.position), asc(waypoints.id));
  const byRide = new Map<number, RideReading>();
  for (const row of rows) {
    if (!isOpenRideStatus(row.status)) continue;
    const ride = byRide.get(row.rideId) ?? { id: row.rideId, number: row.number, stops: [] };
    byRide.set(row.rideId, {
      ...ride,
      stops: [
        ...ride.stops,
        {
          id: row.stopId,
          time: row.time?.toISOString() ?? null,
          placeId: row.placeId,
          placeName: row.placeName,
        },
      ],
    });
  }
  return {
    contractorId: course?.contractorId ?? null,
    subcontractorId: course?.subcontractorId ?? null,
    driverId: course?.driverId ?? null,
    rides: [...byRide.values()],
  };
}

/**
 * Tells the driver and the transport company of each open ride whose stops moved; returns how many
 * messages were written. Nothing when the write changed the driver or the company: the new ones get
 * their own messages (a new course, an offer), and the old ones are no longer the course's. The one
 * who made the change is not told of it (nor their company, when it is the transport company).
 */
export async function noticeStopChanges(
  tx: Tx,
  courseId: number,
  before: CourseStops,
  actor: AuthUser,
): Promise<number> {
  const after = await readCourseStops(tx, courseId);
  const sameParties =
    before.driverId === after.driverId &&
    before.contractorId === after.contractorId &&
    before.subcontractorId === after.subcontractorId;
  if (!sameParties) return 0;
  const changes = stopChanges(before.rides, after.rides);
  if (changes.length === 0) return 0;
  const course = await readCourse(tx, courseId);
  if (!course) return 0;
  const skipped = [`push:${actor.id}`];
  const executorId = acceptingCompanyId(after);
  if (executorId !== null && actor.companyId === executorId) {
    const [own] = await tx
      .select({ email: companies.email })
      .from(companies)
      .where(eq(companies.id, executorId));
    if (own?.email) skipped.push(`email:${own.email}`);
  }
  let written = 0;
  for (const change of changes)
    written += await enqueueRideNotices(
      tx,
      course,
      [{ id: change.rideId, number: change.number ?? String(change.rideId) }],
      'stops_changed',
      actor.id,
      // Each ride's message names its own changes: the same people are told of each.
      new Set(skipped),
      change.notes.join(', '),
    );
  return written;
}
