/**
 * `POST api/taxi_course_rides/{id}/decline`. Transport company declines (after 'Odmowa wykonania
 * kursu'): declined_by_transport_company; the dispatcher is told, with the optional `reason` the
 * company wrote (docs/spec-decisions.md row 646).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { courseItemSchema } from '../../../domain/contract/course.schema';
import { DECLINE_REASON_MAX } from '../../../domain/rides/ride-messages';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { idParams } from '../../http/params';
import { ifMatchOf, versionField } from '../../http/versioning';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { answerTransition } from './transition-route';
import { contextOf } from '../course-core/write-context';
import type { RideTransitionOptions } from '../course-core/write-context';
import { rideVisibleFirst, transitionParty } from '../course-core/ride-visible-first';

const declineBody = z
  .object({
    version: versionField,
    reason: z
      .string()
      .trim()
      .max(DECLINE_REASON_MAX, VALIDATION_MESSAGES.tooLongFor(DECLINE_REASON_MAX))
      .nullish(),
  })
  .nullish();

export async function declineRideRoute(app: FastifyInstance, opts: RideTransitionOptions) {
  const ctx = contextOf(app, opts);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/taxi_course_rides/:id/decline',
    {
      preValidation: rideVisibleFirst(app.db, transitionParty('decline')),
      schema: { params: idParams, body: declineBody, response: { 200: courseItemSchema } },
    },
    async (request, reply) =>
      answerTransition(app, reply, ctx(request), request.params.id, 'decline', {
        version: request.body?.version,
        ifMatch: ifMatchOf(request),
        reason: request.body?.reason || null,
      }),
  );
}
