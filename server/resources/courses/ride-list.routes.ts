/**
 * `GET api/taxi_course_rides` and `GET api/kilometer_course_rides`: the rides of the courses the user
 * sees, newest first, each in the shape the course list gives it (the Hydra entrypoint's ride
 * collections). Always paged: a page holds at most MAX_ITEMS_PER_PAGE rides.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import { rideSchema, type Ride } from '../../../domain/contract/course.schema';
import { courseVisibility } from '../../../domain/courses/visibility';
import { currentUser } from '../../auth/authenticate';
import { courses, rides } from '../../db/course-schema';
import { hydraCollection } from '../../http/hydra';
import { parsePagination } from '../../http/pagination';
import { querySchema } from '../../http/query';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { findCourseDetails, selectCourseRows, visibilityCondition } from './course-list.repository';
import { serializeCourses } from './course-list.serializer';

const ridesSchema = hydraCollectionSchema(rideSchema);
/** Always paged: `pagination=false` is not offered. */
const ridesQuery = querySchema(['page', 'itemsPerPage'], (query) => ({
  pagination: parsePagination({ ...query, pagination: 'true' }),
}));

export async function rideListRoutes(app: FastifyInstance, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [kind, type] of [
    ['taxi', 'TaxiCourseRide'],
    ['kilometer', 'KilometerCourseRide'],
  ] as const) {
    const basePath = `/api/${kind}_course_rides`;
    r.get(
      basePath,
      { schema: { querystring: ridesQuery, response: { 200: ridesSchema } } },
      async (request) => {
        const {
          filters: { pagination },
          raw: query,
        } = request.query;
        const where = and(
          eq(rides.type, kind),
          visibilityCondition(app.db, courseVisibility(currentUser(request))),
        );
        const [totals, page] = await Promise.all([
          app.db
            .select({ total: count() })
            .from(rides)
            .innerJoin(courses, eq(courses.id, rides.courseId))
            .where(where),
          app.db
            .select({ id: rides.id, courseId: rides.courseId })
            .from(rides)
            .innerJoin(courses, eq(courses.id, rides.courseId))
            .where(where)
            .orderBy(desc(rides.id))
            .limit(pagination.itemsPerPage)
            .offset(pagination.offset),
        ]);
        const courseIds = [...new Set(page.map((row) => row.courseId))];
        const members =
          courseIds.length === 0
            ? []
            : serializeCourses(
                await selectCourseRows(app.db, inArray(courses.id, courseIds)),
                await findCourseDetails(app.db, courseIds),
                now(),
              );
        const byId = new Map(members.flatMap((course) => course.rides).map((ride) => [ride.id, ride]));
        const items = page.flatMap((row): Ride[] => {
          const ride = byId.get(row.id);
          return ride ? [ride] : [];
        });
        return hydraCollection({
          basePath,
          query,
          items,
          total: totals[0]?.total ?? 0,
          type,
          pagination: { ...pagination, enabled: true },
        });
      },
    );
  }
}
