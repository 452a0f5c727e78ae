/**
 * What the course list's answer cache (server/http/response-cache) needs to know about the list
 * (issue 32, rows 743-745).
 *
 * The class rule: the list's answer is a function of the caller's `courseVisibility` alone, never of
 * the user otherwise: `visibilityCondition` filters by it, `splitsCourses` (a railway company's card
 * per ride) and `listAcceptor` (a transport company's 'Wymaga uwagi') read only it, and the serializer
 * reads nothing of the caller. So callers with equal visibilities form one class: every manager and
 * accountant; the users of one railway company; the users of one transport company; and each driver
 * and passenger alone (their visibility names them). `course-list.cache.test.ts` proves it on every
 * demo login.
 */
import { sql } from 'drizzle-orm';
import type { CourseVisibility } from '../../../domain/courses/visibility';
import type { Db } from '../../db/client';
import { courses } from '../../db/course-schema';
import type { RawQuery } from '../../http/query';

/** Example: courseListClass({ kind: 'transport', companyId: 4 }) === 'transport:4' */
export function courseListClass(visibility: CourseVisibility): string {
  switch (visibility.kind) {
    case 'all':
    case 'none':
      return visibility.kind;
    case 'company':
    case 'transport':
      return `${visibility.kind}:${visibility.companyId}`;
    case 'driver':
    case 'passenger':
      return `${visibility.kind}:${visibility.userId}`;
  }
}

/**
 * The cache key: the class and the query as the route validated it (only the parameters the list
 * reads, in their declared order), which is all the answer's bytes are built from besides the data.
 */
export const courseListCacheKey = (visibility: CourseVisibility, raw: RawQuery): string =>
  `${courseListClass(visibility)} ${JSON.stringify(raw)}`;

/**
 * The clock's part: a waiting acceptance becomes overdue at its course's `waiting_deadline` (the
 * column rule `columnForCourse`, migration 0003), moving the course to 'Wymaga uwagi' without any
 * write. An answer built now is right until the next such deadline of any course (a course outside the
 * page may move into it); Infinity when none is ahead.
 */
export async function nextListDeadline(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ next: sql<Date | string | null>`min(${courses.waitingDeadline})` })
    .from(courses)
    .where(sql`${courses.waitingDeadline} > ${now}`);
  const next = row?.next ?? null;
  return next === null ? Infinity : new Date(next).getTime();
}
