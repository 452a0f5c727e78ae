import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { courseSchema, type Course } from '../../../domain/contract/course.schema';
import {
  courseBelongsInList,
  courseStart,
  listAcceptor,
  listColumn,
  type CourseListCriteria,
} from '../../../domain/courses/course-list-membership';
import { COURSE_STATUS_COLUMNS } from '../../../domain/courses/status-columns';
import { courseVisibility } from '../../../domain/courses/visibility';
import { warsawDay } from '../../../domain/warsaw-time';
import type { Database } from '../../db/client';
import { list, userOf, withSeededCourseApp } from '../../test/courses/courses-app.support';
import type { AuthUser } from '../../auth/authenticate';

/** The query of `criteria`, as the SPA sends it (course-filters.ts `filterQueryParams`). */
function queryOf(criteria: CourseListCriteria): string {
  const params = new URLSearchParams({ itemsPerPage: '100' });
  if (criteria.column) params.set('column', criteria.column);
  if (criteria.discriminator !== 'all') params.set('discriminator', criteria.discriminator);
  if (criteria.includeCancelledCourses) params.set('includeCancelledCourses', 'true');
  for (const status of criteria.rideStatus) params.append('rideStatus[]', status);
  if (criteria.dateStartAfter) params.set('dateStartAfter', criteria.dateStartAfter);
  if (criteria.dateStartBefore) params.set('dateStartBefore', criteria.dateStartBefore);
  return params.toString();
}

/**
 * The server's list SQL and the domain's `courseBelongsInList` (which live events patch lists with)
 * agree: for each criteria, the list is exactly the visible courses the rule accepts.
 */
describe('GET /api/abstract_courses membership', () => {
  let database: Database;
  let app: FastifyInstance;

  withSeededCourseApp((seeded, built) => {
    database = seeded;
    app = built;
  });

  const everything = async (user: AuthUser): Promise<Course[]> => {
    const { status, body } = await list(app, user, 'includeCancelledCourses=true&itemsPerPage=100');
    expect(status).toBe(200);
    expect(body['hydra:member']).toHaveLength(body['hydra:totalItems']);
    return body['hydra:member'].map((member) => courseSchema.parse(member));
  };

  it('lists exactly the visible courses the domain rule accepts, for every combination of filters', async () => {
    for (const username of ['admin', 'transport', 'pasazer']) {
      const user = await userOf(database.db, username);
      const visible = await everything(user);
      const acceptorCompanyId = listAcceptor(courseVisibility(user));
      if (username === 'transport')
        // The rule's viewer-dependent part is exercised: a course waiting for its answer (row 648).
        expect(
          visible.some((course) => listColumn(course, acceptorCompanyId) !== course.status),
          'transport: a course waiting for its acceptance',
        ).toBe(true);
      const days = [
        ...new Set(
          visible.flatMap((course) => {
            const start = courseStart(course);
            return start ? [warsawDay(start)] : [];
          }),
        ),
      ].sort();
      expect(days.length, `${username}: demo courses on several days`).toBeGreaterThan(2);
      const middle = days[Math.floor(days.length / 2)] ?? null;
      const statuses = [...new Set(visible.flatMap((course) => course.rides.map((ride) => ride.status)))];
      const rideStatusChoices: string[][] = [[], ['cancelled'], statuses.slice(0, 2)];
      const dateChoices: [string | null, string | null][] = [
        [null, null],
        [middle, null],
        [null, middle],
        [middle, middle],
      ];
      let compared = 0;
      let nonEmpty = 0;
      for (const column of [undefined, ...COURSE_STATUS_COLUMNS])
        for (const discriminator of ['all', 'taxi_course', 'kilometer_course'] as const)
          for (const includeCancelledCourses of [false, true]) {
            const [dateStartAfter, dateStartBefore] = dateChoices[compared % dateChoices.length] ?? [
              null,
              null,
            ];
            const criteria: CourseListCriteria = {
              column,
              discriminator,
              includeCancelledCourses,
              rideStatus: rideStatusChoices[compared % rideStatusChoices.length] ?? [],
              dateStartAfter,
              dateStartBefore,
              acceptorCompanyId,
            };
            const { status, body } = await list(app, user, queryOf(criteria));
            expect(status, queryOf(criteria)).toBe(200);
            const listed = body['hydra:member'].map((member) => member.id).sort((a, b) => a - b);
            const expected = visible
              .filter((course) => courseBelongsInList(course, criteria))
              .map((course) => course.id)
              .sort((a, b) => a - b);
            expect(listed, `${username}: ${queryOf(criteria)}`).toEqual(expected);
            compared += 1;
            if (expected.length > 0) nonEmpty += 1;
          }
      // The comparison means something: most combinations list courses.
      expect(nonEmpty, username).toBeGreaterThan(compared / 3);
    }
  }, 120_000);
});
