/**
 * Demo of the flag 'Samochód nie jedzie do pierwszego przystanku' (issue 35 part 1, row 826, rule
 * `isStalled`): a course of PKP Intercity executed by Taxi Trans Warszawa, so `dyspozytor` and
 * `transport` both see it on 'Mapa', moved to start now. Its driver started 20 minutes ago, the first
 * stop was due 5 minutes ago, and the car has stood 2 km from it for 8 minutes. Run on the first seed
 * only, after the moving car (tracking.seed.ts), whose course it leaves alone.
 */
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coursePositions, courses, rides, waypoints } from '../db/course-schema';
import { companies, places, users } from '../db/schema';
import { TAXI_TRANS } from './companies.data';

const MINUTE = 60_000;
/** ~2 km west of the first stop: well outside the 300 m of a car waiting at it. */
const STANDING_OFFSET_LNG = 0.03;

/** The next course of Taxi Trans with a driver, accepted, not started, with a first stop on the map. */
async function nextCourse(db: Db, contractorId: number, movingCourseId: number | null) {
  const [row] = await db
    .select({ courseId: courses.id, rideId: rides.id, startsAt: rides.startsAt })
    .from(courses)
    .innerJoin(rides, eq(rides.courseId, courses.id))
    .innerJoin(waypoints, and(eq(waypoints.rideId, rides.id), eq(waypoints.position, 0)))
    .innerJoin(places, eq(places.id, waypoints.placeId))
    .where(
      and(
        eq(courses.type, 'taxi'),
        eq(courses.contractorId, contractorId),
        isNotNull(courses.driverId),
        isNull(courses.driverStartAt),
        movingCourseId === null ? undefined : ne(courses.id, movingCourseId),
        inArray(rides.status, ['accepted_by_driver', 'accepted_by_transport_company']),
        isNotNull(rides.startsAt),
        isNotNull(places.latitude),
      ),
    )
    // Not the demo driver's, whose link journeys and demo the started course would get in the way of.
    .orderBy(
      sql`${courses.driverId} in (select ${users.id} from ${users} where ${users.username} = 'kierowca')`,
      asc(rides.startsAt),
      asc(rides.id),
    )
    .limit(1);
  return row;
}

/** Answers the course now flagged, or null when the demo has no course to flag. */
export async function seedStalledCarDemo(
  db: Db,
  movingCourseId: number | null,
  now: Date = new Date(),
): Promise<number | null> {
  const [contractor] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, TAXI_TRANS));
  const course = contractor ? await nextCourse(db, contractor.id, movingCourseId) : undefined;
  if (!course?.startsAt) return null;
  // The whole course moves, so its rides, stops and the list's start time stay in step.
  const shiftMs = now.getTime() - 5 * MINUTE - course.startsAt.getTime();
  const shift = sql`${shiftMs} * interval '1 millisecond'`;
  const rideIds = db.select({ id: rides.id }).from(rides).where(eq(rides.courseId, course.courseId));
  await db.transaction(async (tx) => {
    await tx
      .update(waypoints)
      .set({ time: sql`${waypoints.time} + ${shift}` })
      .where(inArray(waypoints.rideId, rideIds));
    await tx
      .update(rides)
      .set({ startsAt: sql`${rides.startsAt} + ${shift}`, driverHasToAcceptAt: null })
      .where(eq(rides.courseId, course.courseId));
    await tx.update(rides).set({ status: 'accepted_by_driver' }).where(eq(rides.id, course.rideId));
    await tx
      .update(courses)
      .set({
        startsAt: sql`${courses.startsAt} + ${shift}`,
        driverStartAt: new Date(now.getTime() - 20 * MINUTE),
      })
      .where(eq(courses.id, course.courseId));
    const [stop] = await tx
      .select({ latitude: places.latitude, longitude: places.longitude })
      .from(waypoints)
      .innerJoin(places, eq(places.id, waypoints.placeId))
      .where(and(eq(waypoints.rideId, course.rideId), eq(waypoints.position, 0)));
    const standing = {
      latitude: stop?.latitude ?? 52,
      longitude: (stop?.longitude ?? 21) - STANDING_OFFSET_LNG,
    };
    await tx.delete(coursePositions).where(eq(coursePositions.courseId, course.courseId));
    await tx.insert(coursePositions).values(
      [8, 1].map((minutesAgo) => ({
        courseId: course.courseId,
        ...standing,
        accuracy: 15,
        at: new Date(now.getTime() - minutesAgo * MINUTE),
      })),
    );
  });
  return course.courseId;
}
