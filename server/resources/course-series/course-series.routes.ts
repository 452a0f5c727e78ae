/**
 * Recurring courses (issue 35 part 2, docs/api.md):
 * - POST /api/taxi_course_series          a taxi course with a `repeat` part: all its courses or none
 * - GET  /api/taxi_courses/{id}/series    the courses of the course's series the caller sees
 * - PUT  /api/taxi_courses/{id}/following the course and the later ones of its series (row 860)
 */
import type { FastifyInstance } from 'fastify';
import {
  courseSeriesSchema,
  taxiCourseSeriesBodySchema,
  taxiCourseSeriesCreatedSchema,
} from '../../../domain/contract/course-series.schema';
import { canCreateTaxiCourse } from '../../../domain/courses/course-permissions';
import { onlyFor } from '../../http/access-first';
import { idParams } from '../../http/params';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { contextOf, type RideTransitionOptions } from '../course-core/write-context';
import { createTaxiCourseSeries, readCourseSeries } from './course-series.service';
import { seriesEditResultSchema } from '../../../domain/contract/series-following.schema';
import { ifMatchOf } from '../../http/versioning';
import { taxiUpdateSchema, writableFirst } from '../course-writes/writable-first';
import { editFollowing } from './edit-following.service';

export async function courseSeriesRoutes(app: FastifyInstance, opts: RideTransitionOptions = {}) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = contextOf(app, opts);
  // The courses may have queued the driver's messages: deliver them without waiting for the next tick.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300) app.outbox.kick();
  });

  r.post(
    '/api/taxi_course_series',
    {
      preValidation: onlyFor(canCreateTaxiCourse),
      schema: { body: taxiCourseSeriesBodySchema, response: { 201: taxiCourseSeriesCreatedSchema } },
    },
    async (request, reply) => {
      const created = await createTaxiCourseSeries(
        { ...ctx(request), publicUrl: app.config.publicUrl },
        request.body,
      );
      return reply.status(201).header('Content-Type', 'application/ld+json; charset=utf-8').send(created);
    },
  );

  r.get(
    '/api/taxi_courses/:id/series',
    { schema: { params: idParams, response: { 200: courseSeriesSchema } } },
    async (request) => readCourseSeries(ctx(request), request.params.id),
  );

  // 'Ten i wszystkie następne' (row 860): the course PUT's own body, first checks and versioning for
  // the course asked for, then the later courses of its series.
  r.put(
    '/api/taxi_courses/:id/following',
    {
      preValidation: writableFirst(app.db, 'taxi'),
      schema: { params: idParams, body: taxiUpdateSchema, response: { 200: seriesEditResultSchema } },
    },
    async (request) =>
      editFollowing(
        { ...ctx(request), publicUrl: app.config.publicUrl },
        request.params.id,
        request.body,
        ifMatchOf(request),
      ),
  );
}
