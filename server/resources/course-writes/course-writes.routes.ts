/**
 * Course writes: `GET|POST|PUT|DELETE api/taxi_courses`, `GET|POST|PUT api/kilometer_courses` and
 * `GET api/taxi_course_rides/{companyId}/{firstPlaceDate}` (courses.md §7). A course the user may not
 * see answers 404, as if it did not exist; one they see but may not change answers 403.
 */
import { onlyFor } from '../../http/access-first';
import { idParams, rowId } from '../../http/params';
import { canCreateKilometerCourse, canCreateTaxiCourse } from '../../../domain/courses/course-permissions';
import { etagOf, ifMatchOf, versionField } from '../../http/versioning';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { kilometerCourseFormSchema, taxiCourseFormSchema } from '../../../domain/courses/course-form.schema';
import { SHORT_TEXT_MAX_LENGTH } from '../../../domain/courses/course-form.fields';
import { currentUser } from '../../auth/authenticate';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { noContent } from '../../http/responses';
import { courseItemSchema, nextRideNumberSchema } from '../../../domain/contract/course.schema';
import {
  createTaxiCourse,
  deleteTaxiCourse,
  getCourse,
  nextTaxiRideNumber,
  updateTaxiCourse,
} from './course-writes.service';
import type { WriteContext } from '../course-core/write-context';
import { taxiUpdateSchema, writableFirst } from './writable-first';
import type { CourseView } from '../course-core/course.serializer';
import { createKilometerCourse, updateKilometerCourse } from './kilometer-course.service';

export interface CourseWriteRoutesOptions {
  /** The clock; tests may pin it. */
  now?: () => Date;
}

const numberParams = z.object({
  companyId: rowId,
  firstPlaceDate: z.string().max(SHORT_TEXT_MAX_LENGTH),
});
const kilometerUpdateSchema = kilometerCourseFormSchema.and(z.object({ version: versionField }));

const send = (reply: FastifyReply, status: number, result: { view: CourseView; version: number }) =>
  reply
    .status(status)
    .header('ETag', etagOf(result.version))
    .header('Content-Type', 'application/ld+json; charset=utf-8')
    .send(result.view);

export async function courseWriteRoutes(app: FastifyInstance, opts: CourseWriteRoutesOptions = {}) {
  const now = opts.now ?? (() => new Date());
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest): WriteContext => ({
    db: app.db,
    user: currentUser(request),
    now: now(),
    publicUrl: app.config.publicUrl,
    routes: app.routes,
  });
  const courseWritableFirst = (type: 'taxi' | 'kilometer') => writableFirst(app.db, type);
  // A write may have queued the driver's message: deliver it without waiting for the next tick.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300) app.outbox.kick();
  });

  // `abstract_courses/{id}`: a course of either type, for a link that only knows its id (`/course?course=ID`).
  for (const [path, type] of [
    ['/api/taxi_courses/:id', 'taxi'],
    ['/api/kilometer_courses/:id', 'kilometer'],
    ['/api/abstract_courses/:id', null],
  ] as const) {
    r.get(
      path,
      { schema: { params: idParams, response: { 200: courseItemSchema } } },
      async (request, reply) => send(reply, 200, await getCourse(ctx(request), request.params.id, type)),
    );
  }

  r.post(
    '/api/taxi_courses',
    {
      preValidation: onlyFor(canCreateTaxiCourse),
      schema: { body: taxiCourseFormSchema, response: { 201: courseItemSchema } },
    },
    async (request, reply) => send(reply, 201, await createTaxiCourse(ctx(request), request.body)),
  );

  r.put(
    '/api/taxi_courses/:id',
    {
      preValidation: courseWritableFirst('taxi'),
      schema: { params: idParams, body: taxiUpdateSchema, response: { 200: courseItemSchema } },
    },
    async (request, reply) =>
      send(
        reply,
        200,
        await updateTaxiCourse(ctx(request), request.params.id, request.body, ifMatchOf(request)),
      ),
  );

  r.delete(
    '/api/taxi_courses/:id',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteTaxiCourse(ctx(request), request.params.id, ifMatchOf(request));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/kilometer_courses',
    {
      preValidation: onlyFor(canCreateKilometerCourse),
      schema: { body: kilometerCourseFormSchema, response: { 201: courseItemSchema } },
    },
    async (request, reply) => send(reply, 201, await createKilometerCourse(ctx(request), request.body)),
  );

  r.put(
    '/api/kilometer_courses/:id',
    {
      preValidation: courseWritableFirst('kilometer'),
      schema: { params: idParams, body: kilometerUpdateSchema, response: { 200: courseItemSchema } },
    },
    async (request, reply) =>
      send(
        reply,
        200,
        await updateKilometerCourse(ctx(request), request.params.id, request.body, ifMatchOf(request)),
      ),
  );

  r.get(
    '/api/taxi_course_rides/:companyId/:firstPlaceDate',
    { schema: { params: numberParams, response: { 200: nextRideNumberSchema } } },
    async (request) => ({
      number: await nextTaxiRideNumber(ctx(request), request.params.companyId, request.params.firstPlaceDate),
    }),
  );
}
