/**
 * `PUT api/taxi_course_rides/{id}` with `{ waypoints, version? }` and optional `If-Match` (the course's
 * ETag): 'Edycja relacji' (courses.md §2, §7; docs/api.md). Answers the ride with its `waypoints`.
 */
import { RELATION_EDIT_REFUSALS } from '../../../domain/rides/relation-edit';
import { canEditCourse } from '../../../domain/courses/course-permissions';
import { rideRelationItemSchema } from '../../../domain/contract/course.schema';
import { etagOf, ifMatchOf, versionField } from '../../http/versioning';
import { idParams } from '../../http/params';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { waypointListSchema } from '../../../domain/courses/course-form.schema';
import { COURSE_MESSAGES } from '../../../domain/courses/course-messages';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { rideVisibleFirst } from '../course-core/ride-visible-first';
import { contextOf, type RideTransitionOptions } from '../course-core/write-context';
import { editRideRelation } from './ride-relation.service';

/** Other ride fields a client may send along (`@type`, `id`, bases) are ignored: bases have their own call. */
const body = z.object(
  { waypoints: waypointListSchema, version: versionField },
  { error: COURSE_MESSAGES.invalidValue },
);

export async function rideRelationRoutes(app: FastifyInstance, opts: RideTransitionOptions = {}) {
  const context = contextOf(app, opts);
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/taxi_course_rides/:id',
    {
      preValidation: rideVisibleFirst(app.db, canEditCourse, RELATION_EDIT_REFUSALS.forbidden),
      schema: { params: idParams, body, response: { 200: rideRelationItemSchema } },
    },
    async (request, reply) => {
      const { view, courseVersion } = await editRideRelation(context(request), request.params.id, {
        waypoints: request.body.waypoints,
        version: request.body.version,
        ifMatch: ifMatchOf(request),
      });
      return reply
        .header('ETag', etagOf(courseVersion))
        .header('Content-Type', 'application/ld+json; charset=utf-8')
        .send(view);
    },
  );
}
