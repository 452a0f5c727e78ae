/** The car positions of a course (table course_positions, migration 0034). */
import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { POSITION_MAX_AGE_DAYS, POSITION_RETENTION_HOURS } from '../../../domain/tracking/tracking-rules';
import type { PositionBody } from '../../../domain/contract/tracking.schema';
import type { Db } from '../../db/client';
import { coursePositions, courses } from '../../db/course-schema';

const HOUR_MS = 3600 * 1000;

export async function addPosition(db: Db, courseId: number, position: PositionBody, at: Date) {
  await db.insert(coursePositions).values({ courseId, ...position, at });
}

/**
 * The course's newest reading. Ordered `at DESC NULLS LAST`, exactly as the index
 * `course_positions_course_at` (migration 0034) is: a plain `DESC` means NULLS FIRST, which that index
 * cannot give, and PostgreSQL then walked `course_positions_at` backwards through every course's
 * readings, filtering by course (the positions bench's EXPLAIN, bench/RESULTS.md; row 838).
 */
export const latestPositionQuery = (db: Db, courseId: number) =>
  db
    .select({
      latitude: coursePositions.latitude,
      longitude: coursePositions.longitude,
      accuracy: coursePositions.accuracy,
      at: coursePositions.at,
    })
    .from(coursePositions)
    .where(eq(coursePositions.courseId, courseId))
    .orderBy(sql`${coursePositions.at} desc nulls last`)
    .limit(1);

export async function latestPosition(db: Db, courseId: number) {
  const [row] = await latestPositionQuery(db, courseId);
  return row ?? null;
}

/**
 * The retention of docs/security.md: positions of a course ended more than 24 h ago, and any position
 * older than 3 days (a course cancelled or never ended). Answers how many rows went.
 */
export async function deleteExpiredPositions(db: Db, now: Date): Promise<number> {
  const endedBefore = new Date(now.getTime() - POSITION_RETENTION_HOURS * HOUR_MS);
  const takenBefore = new Date(now.getTime() - POSITION_MAX_AGE_DAYS * 24 * HOUR_MS);
  const ended = db
    .select({ id: courses.id })
    .from(courses)
    .where(and(isNotNull(courses.driverEndAt), lt(courses.driverEndAt, endedBefore)));
  const deleted = await db
    .delete(coursePositions)
    .where(or(lt(coursePositions.at, takenBefore), inArray(coursePositions.courseId, ended)))
    .returning({ id: coursePositions.id });
  return deleted.length;
}

/** For tests and the demo: how many positions a course keeps. */
export async function countPositions(db: Db, courseId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(coursePositions)
    .where(eq(coursePositions.courseId, courseId));
  return row?.count ?? 0;
}
