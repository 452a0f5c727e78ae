/**
 * `PUT api/taxi_course_rides/{id}/status` with `{ status, version? }`: a manager or superior contractor
 * sets the status by hand (§4, §6). The current status is refused (409), as the SPA shows it disabled.
 */
import { courseItemSchema } from '../../../domain/contract/course.schema';
import { ifMatchOf, versionField } from '../../http/versioning';
import { idParams } from '../../http/params';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TAXI_RIDE_STATUSES } from '../../../domain/courses/ride-status';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { rideVisibleFirst, transitionParty } from '../course-core/ride-visible-first';
import { answerTransition } from './transition-route';
import { contextOf } from '../course-core/write-context';
import type { RideTransitionOptions } from '../course-core/write-context';

/** 'Pole wymagane' is the spec's text for the ride status selector (§5). */
export const RIDE_STATUS_REQUIRED = 'Pole wymagane';

const body = z.object({
  status: z.enum(TAXI_RIDE_STATUSES, { error: RIDE_STATUS_REQUIRED }),
  version: versionField,
});

export async function setRideStatusRoute(app: FastifyInstance, opts: RideTransitionOptions) {
  const ctx = contextOf(app, opts);
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/taxi_course_rides/:id/status',
    {
      preValidation: rideVisibleFirst(app.db, transitionParty('set_status')),
      schema: { params: idParams, body, response: { 200: courseItemSchema } },
    },
    async (request, reply) =>
      answerTransition(app, reply, ctx(request), request.params.id, 'set_status', {
        version: request.body.version,
        ifMatch: ifMatchOf(request),
        target: request.body.status,
      }),
  );
}
