/** Rows of recurring courses: the series row and the courses of a series (issue 35 part 2). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SeriesCourse } from '../../../domain/contract/course-series.schema';
import type { SeriesRule } from '../../../domain/course-series/series-rule';
import type { CourseVisibility } from '../../../domain/courses/visibility';
import { warsawDay } from '../../../domain/warsaw-time';
import type { Db, Tx } from '../../db/client';
import { courseSeries, courses, rides, waypoints } from '../../db/course-schema';
import { visibilityCondition } from '../courses/course-list.repository';

export async function insertSeries(
  tx: Tx,
  series: { companyId: number; createdById: number; rule: SeriesRule; now: Date },
): Promise<number> {
  const [row] = await tx
    .insert(courseSeries)
    .values({
      companyId: series.companyId,
      createdById: series.createdById,
      rule: series.rule,
      createdAt: series.now,
    })
    .returning({ id: courseSeries.id });
  if (!row) throw new Error('series insert failed');
  return row.id;
}

/** The series of a course, or null. */
export async function seriesOfCourse(db: Db | Tx, courseId: number): Promise<number | null> {
  const [row] = await db.select({ seriesId: courses.seriesId }).from(courses).where(eq(courses.id, courseId));
  return row?.seriesId ?? null;
}

/**
 * The courses of a series the visibility sees (or the given ids), by day, with their rides' numbers
 * and statuses; a taxi course only (a series is made from the taxi course form).
 */
export async function seriesCourses(
  db: Db,
  filter: { seriesId: number; visibility: CourseVisibility } | { ids: readonly number[] },
): Promise<SeriesCourse[]> {
  if ('ids' in filter && filter.ids.length === 0) return [];
  const where =
    'ids' in filter
      ? inArray(courses.id, [...filter.ids])
      : and(eq(courses.seriesId, filter.seriesId), visibilityCondition(db, filter.visibility));
  const rows = await db
    .select({
      id: courses.id,
      startsAt: courses.startsAt,
      rideId: rides.id,
      number: rides.number,
      status: rides.status,
    })
    .from(courses)
    .leftJoin(rides, eq(rides.courseId, courses.id))
    .where(and(where, eq(courses.type, 'taxi')))
    .orderBy(asc(courses.startsAt), asc(courses.id), asc(rides.position), asc(rides.id));
  const byId = new Map<number, SeriesCourse>();
  for (const row of rows) {
    let course = byId.get(row.id);
    if (!course) {
      course = {
        '@id': `/api/taxi_courses/${row.id}`,
        id: row.id,
        date: row.startsAt === null ? null : warsawDay(row.startsAt),
        rides: [],
      };
      byId.set(row.id, course);
    }
    if (row.rideId !== null && row.number !== null && row.status !== null)
      course.rides.push({ id: row.rideId, number: row.number, status: row.status });
  }
  return [...byId.values()];
}

/** The stops' ids of each ride in route order: an edit of the series keeps the n-th stop (row 860). */
export async function rideStopIds(db: Db, rideIds: readonly number[]): Promise<Map<number, number[]>> {
  const ids = new Map<number, number[]>();
  if (rideIds.length === 0) return ids;
  const rows = await db
    .select({ id: waypoints.id, rideId: waypoints.rideId })
    .from(waypoints)
    .where(inArray(waypoints.rideId, [...rideIds]))
    .orderBy(asc(waypoints.position), asc(waypoints.id));
  for (const row of rows) ids.set(row.rideId, [...(ids.get(row.rideId) ?? []), row.id]);
  return ids;
}
