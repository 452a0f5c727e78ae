/**
 * `GET api/course_positions/latest` (rows 823, 867): the cars of the courses in progress the caller's
 * course list shows with its search and filters (`courseListWhere`, the list's own SQL), each with its first open ride's number,
 * the driver, the latest position and the 'not moving towards its first stop' flag (row 826).
 * A constant number of statements whatever the number of cars.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { CarPosition } from '../../../domain/contract/tracking.schema';
import { courseVisibility, type VisibilityUser } from '../../../domain/courses/visibility';
import { OPEN_RIDE_STATUSES } from '../../../domain/rides/ride-effects';
import { isStalled, STALLED_WINDOW_MIN } from '../../../domain/tracking/stalled-car';
import type { Db } from '../../db/client';
import { coursePositions, courses, rides, waypoints } from '../../db/course-schema';
import { places, users } from '../../db/schema';
import { courseListWhere } from '../courses/course-list.repository';
import type { CourseListQuery } from '../courses/course-list.query';

/** More cars than one dispatcher's day; the map would be unreadable long before. */
const MAX_CARS = 1_000;

/** The course's first stop on its open rides (by the rides' planned start), with that ride's number. */
async function firstStops(db: Db, ids: number[]) {
  const rows = await db
    .selectDistinctOn([rides.courseId], {
      courseId: rides.courseId,
      number: rides.number,
      time: waypoints.time,
      reachedAt: waypoints.achievedAtByDriver,
      latitude: places.latitude,
      longitude: places.longitude,
    })
    .from(rides)
    .innerJoin(waypoints, eq(waypoints.rideId, rides.id))
    .leftJoin(places, eq(places.id, waypoints.placeId))
    .where(and(inArray(rides.courseId, ids), inArray(rides.status, [...OPEN_RIDE_STATUSES])))
    .orderBy(rides.courseId, asc(rides.startsAt), asc(rides.position), asc(waypoints.position));
  return new Map(rows.map((row) => [row.courseId, row]));
}

/** Each course's newest position taken at or before `before` (all of them when null). */
async function newestPositions(db: Db, ids: number[], before: Date | null) {
  const rows = await db
    .selectDistinctOn([coursePositions.courseId], {
      courseId: coursePositions.courseId,
      latitude: coursePositions.latitude,
      longitude: coursePositions.longitude,
      at: coursePositions.at,
    })
    .from(coursePositions)
    .where(and(inArray(coursePositions.courseId, ids), before ? lte(coursePositions.at, before) : undefined))
    .orderBy(coursePositions.courseId, desc(coursePositions.at));
  return new Map(rows.map((row) => [row.courseId, row]));
}

export async function readCarPositions(
  db: Db,
  user: VisibilityUser,
  query: CourseListQuery,
  now: Date,
): Promise<CarPosition[]> {
  const running = await db
    .select({
      id: courses.id,
      startedAt: courses.driverStartAt,
      driver: sql<string>`coalesce(${users.firstname} || ' ' || ${users.surname}, '')`,
    })
    .from(courses)
    .leftJoin(users, eq(users.id, courses.driverId))
    .where(
      and(
        eq(courses.type, 'taxi'),
        isNotNull(courses.driverStartAt),
        isNull(courses.driverEndAt),
        gt(courses.openRideCount, 0),
        // The list's search and filters too (its paging does not apply): the map shows what the list does.
        courseListWhere(db, courseVisibility(user), query, now),
      ),
    )
    .orderBy(asc(courses.startsAt), asc(courses.id))
    .limit(MAX_CARS);
  if (running.length === 0) return [];
  const ids = running.map((course) => course.id);
  const windowStart = new Date(now.getTime() - STALLED_WINDOW_MIN * 60_000);
  const [stops, latest, earlier] = await Promise.all([
    firstStops(db, ids),
    newestPositions(db, ids, null),
    newestPositions(db, ids, windowStart),
  ]);
  return running.map((course) => {
    const stop = stops.get(course.id);
    const position = latest.get(course.id) ?? null;
    const series = [earlier.get(course.id), position].filter((p) => p !== undefined && p !== null);
    const firstStop =
      stop && stop.latitude !== null && stop.longitude !== null
        ? {
            latitude: stop.latitude,
            longitude: stop.longitude,
            time: stop.time,
            reached: stop.reachedAt !== null,
          }
        : null;
    return {
      courseId: course.id,
      number: stop?.number ?? '',
      driver: course.driver,
      position: position
        ? { latitude: position.latitude, longitude: position.longitude, at: position.at.toISOString() }
        : null,
      stalled: isStalled({ startedAt: course.startedAt, firstStop, positions: series }, now),
    };
  });
}
