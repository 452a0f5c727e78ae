/** Course list of courses.md §2: GET /api/abstract_courses, filtered by who asks (§6). */
import type { FastifyInstance } from 'fastify';
import { courseVisibility, type CourseVisibility } from '../../../domain/courses/visibility';
import { courseListQuerySchema, type CourseListQuery } from './course-list.query';
import type { RawQuery } from '../../http/query';
import { findCourseDetails, findCoursePage } from './course-list.repository';
import { serializeCourses } from './course-list.serializer';
import { hydraCollection } from '../../http/hydra';
import { courseListView } from './course-list-view.serializer';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { courseCollectionSchema } from '../../../domain/contract/course.schema';
import { currentUser } from '../../auth/authenticate';
import { createAnswerCache } from '../../http/response-cache/answer-cache';
import { courseListCacheKey, nextListDeadline } from './course-list.cache';

export interface CourseRoutesOptions {
  /** The clock; tests pin it. */
  now?: () => Date;
}

const PATH = '/api/abstract_courses';

export async function courseRoutes(app: FastifyInstance, opts: CourseRoutesOptions): Promise<void> {
  const now = opts.now ?? (() => new Date());
  // One per process (ADR 014, issue 32): answers per visibility class and query, dropped by any write.
  const cache = createAnswerCache(
    { maxEntries: app.config.listCacheEntries, maxBytes: app.config.listCacheBytes },
    now,
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    PATH,
    {
      schema: { querystring: courseListQuerySchema, response: { 200: courseCollectionSchema } },
      onSend: cache.onSend,
      onResponse: cache.onResponse,
    },
    async (request, reply) => {
      // Authenticated (deny-by-default) and classed before any stored answer is looked at.
      const visibility = courseVisibility(currentUser(request));
      const { filters: query, raw } = request.query;
      return cache.answer(request, reply, {
        db: app.db,
        key: courseListCacheKey(visibility, raw),
        expiresAt: () => nextListDeadline(app.db, now()),
        build: () => buildList(visibility, query, raw),
      });
    },
  );

  async function buildList(visibility: CourseVisibility, query: CourseListQuery, raw: RawQuery) {
    const { total, limited, totalCards, page, next } = await findCoursePage(app.db, visibility, query, now());
    const details =
      page.length === 0
        ? {
            rideRows: [],
            segmentRows: [],
            employeeRows: [],
            locomotiveRows: [],
            invoiced: new Set<number>(),
          }
        : await findCourseDetails(
            app.db,
            page.map((row) => row.course.id),
          );
    const collection = hydraCollection({
      basePath: PATH,
      query: raw,
      items: serializeCourses(page, details, now()),
      total,
      type: 'AbstractCourse',
      pagination: {
        enabled: true,
        page: query.page,
        itemsPerPage: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
        limit: query.itemsPerPage,
      },
    });
    // `totalCards` (a railway company's list, one card per ride): what its counters show (row 121);
    // `totalItemsLimited`: the counts stopped at COURSE_COUNT_LIMIT (ADR 011, row 340).
    return {
      ...collection,
      'hydra:view': courseListView(collection['hydra:view'], raw, limited, next),
      ...(totalCards === null ? {} : { totalCards }),
      ...(limited ? { totalItemsLimited: true as const } : {}),
    };
  }
}
