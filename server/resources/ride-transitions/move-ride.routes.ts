/**
 * `POST api/taxi_course_rides/{id}/transfer` with `{ course: "/api/taxi_courses/{id}", version? }`
 * ('Przenieś przejazd', answers the target course, 200) and `POST api/taxi_course_rides/{id}/extract`
 * with `{ version? }` ('Wyciągnij przejazd', answers the new course, 201). docs/api.md, row 60.
 */
import { isRideMover } from '../../../domain/rides/ride-transfer';
import { courseItemSchema } from '../../../domain/contract/course.schema';
import { RESOURCES, iriRef } from '../../../domain/contract/iri';
import { etagOf, versionField } from '../../http/versioning';
import { idParams } from '../../http/params';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { COURSE_MESSAGES } from '../../../domain/courses/course-messages';
import { rideVisibleFirst } from '../course-core/ride-visible-first';
import type { ZodTypeProvider } from '../../http/zod-provider';
import type { CourseView } from '../course-core/course.serializer';
import { extractRide, transferRide } from './ride-move.service';
import { transitionBody } from './transition-route';
import { contextOf } from '../course-core/write-context';
import type { RideTransitionOptions } from '../course-core/write-context';

const transferBody = z.object({
  course: iriRef(RESOURCES.taxiCourse, COURSE_MESSAGES.invalidValue),
  version: versionField,
});

function send(
  app: FastifyInstance,
  reply: FastifyReply,
  status: number,
  result: { view: CourseView; version: number },
) {
  // The move wrote messages to the outbox; wake its worker now rather than at the next poll.
  app.outbox.kick();
  return reply
    .status(status)
    .header('ETag', etagOf(result.version))
    .header('Content-Type', 'application/ld+json; charset=utf-8')
    .send(result.view);
}

export async function moveRideRoutes(app: FastifyInstance, opts: RideTransitionOptions) {
  const ctx = contextOf(app, opts);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/taxi_course_rides/:id/transfer',
    {
      preValidation: rideVisibleFirst(app.db, isRideMover),
      schema: { params: idParams, body: transferBody, response: { 200: courseItemSchema } },
    },
    async (request, reply) => {
      const { course, version } = request.body;
      const moved = await transferRide(ctx(request), request.params.id, course, { version }, app.routes);
      return send(app, reply, 200, moved);
    },
  );
  typed.post(
    '/api/taxi_course_rides/:id/extract',
    {
      preValidation: rideVisibleFirst(app.db, isRideMover),
      schema: { params: idParams, body: transitionBody, response: { 201: courseItemSchema } },
    },
    async (request, reply) =>
      send(
        app,
        reply,
        201,
        await extractRide(ctx(request), request.params.id, { version: request.body?.version }, app.routes),
      ),
  );
}
