/**
 * Shared shape of the ride transition endpoints: `:id` of a taxi ride, an optional body `{ version }`
 * (the ride's version, stale -> 409) and an optional `If-Match` (the course's ETag, stale -> 412).
 * Answers the course in the shape of `GET api/taxi_courses/{id}` with its ETag.
 */
import { courseItemSchema } from '../../../domain/contract/course.schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { RideAction } from '../../../domain/rides/ride-transitions';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { idParams } from '../../http/params';
import { etagOf, ifMatchOf, versionField } from '../../http/versioning';
import { contextOf, type RideTransitionOptions, type WriteContext } from '../course-core/write-context';
import { runRideTransition } from './ride-transition.service';
import { rideVisibleFirst, transitionParty } from '../course-core/ride-visible-first';
import type { TransitionRequest } from './ride-transition.service';

export const transitionBody = z.object({ version: versionField }).nullish();

/** Runs the transition, wakes the outbox and sends the course. */
export async function answerTransition(
  app: FastifyInstance,
  reply: FastifyReply,
  ctx: WriteContext,
  rideId: number,
  action: RideAction,
  request: TransitionRequest,
) {
  const result = await runRideTransition(ctx, rideId, action, request);
  app.outbox.kick();
  return reply
    .status(200)
    .header('ETag', etagOf(result.version))
    .header('Content-Type', 'application/ld+json; charset=utf-8')
    .send(result.view);
}

/** Registers `POST api/taxi_course_rides/{id}/{segment}` for an action without further input. */
export function postTransition(
  app: FastifyInstance,
  opts: RideTransitionOptions,
  segment: string,
  action: RideAction,
) {
  const ctx = contextOf(app, opts);
  app.withTypeProvider<ZodTypeProvider>().post(
    `/api/taxi_course_rides/:id/${segment}`,
    {
      preValidation: rideVisibleFirst(app.db, transitionParty(action)),
      schema: { params: idParams, body: transitionBody, response: { 200: courseItemSchema } },
    },
    async (request, reply) =>
      answerTransition(app, reply, ctx(request), request.params.id, action, {
        version: request.body?.version,
        ifMatch: ifMatchOf(request),
      }),
  );
}
