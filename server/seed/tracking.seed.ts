/**
 * Demo of the live tracking link (issue 35): a course of the demo driver in realization with the demo
 * passenger on board, and a car that has driven towards the passenger's stop over the last minutes,
 * so 'pasazer' finds 'Gdzie jest samochód?' on the ride's card with a car and an ETA on it. Run on the
 * first seed only (server/main.ts): a later start must not rewrite a course someone started since.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coursePositions, courses, rides, segmentEmployees, segments, waypoints } from '../db/course-schema';
import { passengers, places, users } from '../db/schema';

const MINUTE = 60_000;
/** The car's readings: six, one a minute, from ~6 km north-west of the stop towards it. */
const TRAIL = [0.06, 0.05, 0.04, 0.032, 0.025, 0.02];

const userIdOf = async (db: Db, username: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id;

/** The passenger's ride of the driver, started or to start next; answers its course and pick-up stop. */
async function demoRide(db: Db, driverId: number, passengerId: number) {
  const [row] = await db
    .select({
      courseId: courses.id,
      rideId: rides.id,
      started: courses.driverStartAt,
      latitude: places.latitude,
      longitude: places.longitude,
    })
    .from(segmentEmployees)
    .innerJoin(segments, eq(segments.id, segmentEmployees.segmentId))
    .innerJoin(rides, eq(rides.id, segments.rideId))
    .innerJoin(courses, eq(courses.id, rides.courseId))
    .innerJoin(waypoints, eq(waypoints.id, segments.waypointStartId))
    .innerJoin(places, eq(places.id, waypoints.placeId))
    .where(
      and(
        eq(segmentEmployees.passengerId, passengerId),
        eq(courses.driverId, driverId),
        eq(courses.type, 'taxi'),
        isNull(courses.driverEndAt),
        inArray(rides.status, ['accepted_by_driver', 'accepted_by_transport_company']),
        isNotNull(places.latitude),
      ),
    )
    .orderBy(sql`${courses.driverStartAt} desc nulls last`, asc(rides.startsAt), asc(rides.id))
    .limit(1);
  return row;
}

/** Answers the course now shown moving, or null when the demo has no ride of kierowca for pasazer. */
export async function seedTrackingDemo(db: Db, now: Date = new Date()): Promise<number | null> {
  const driverId = await userIdOf(db, 'kierowca');
  const passengerUserId = await userIdOf(db, 'pasazer');
  if (driverId === undefined || passengerUserId === undefined) return null;
  const [passenger] = await db
    .select({ id: passengers.id })
    .from(passengers)
    .where(eq(passengers.userId, passengerUserId));
  const ride = passenger ? await demoRide(db, driverId, passenger.id) : undefined;
  if (!ride || ride.latitude === null || ride.longitude === null) return null;
  const { latitude, longitude } = ride;
  await db.transaction(async (tx) => {
    await tx.update(rides).set({ status: 'accepted_by_driver' }).where(eq(rides.id, ride.rideId));
    if (!ride.started)
      await tx
        .update(courses)
        .set({ driverStartAt: new Date(now.getTime() - 15 * MINUTE) })
        .where(eq(courses.id, ride.courseId));
    await tx.delete(coursePositions).where(eq(coursePositions.courseId, ride.courseId));
    await tx.insert(coursePositions).values(
      TRAIL.map((offset, index) => ({
        courseId: ride.courseId,
        latitude: latitude + offset,
        longitude: longitude - offset,
        accuracy: 12,
        at: new Date(now.getTime() - (TRAIL.length - 1 - index) * MINUTE),
      })),
    );
  });
  return ride.courseId;
}
