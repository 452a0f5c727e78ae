/**
 * `POST api/taxi_course_rides/{id}/cancel_following`: 'Ten i wszystkie następne' of a series course
 * (row 858): the ride and its twins in the series' later courses, each through the ride-step kernel.
 */
import type { FastifyInstance } from 'fastify';
import { seriesCancelResultSchema } from '../../../domain/contract/series-following.schema';
import { idParams } from '../../http/params';
import { ifMatchOf } from '../../http/versioning';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { rideVisibleFirst, transitionParty } from '../course-core/ride-visible-first';
import { contextOf, type RideTransitionOptions } from '../course-core/write-context';
import { cancelFollowing } from './cancel-following.service';
import { transitionBody } from './transition-route';

export async function cancelFollowingRoute(app: FastifyInstance, opts: RideTransitionOptions) {
  const ctx = contextOf(app, opts);
  // The single cancel's first checks (visibility 404, cancel party 403) before the body is read.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/taxi_course_rides/:id/cancel_following',
    {
      preValidation: rideVisibleFirst(app.db, transitionParty('cancel')),
      schema: { params: idParams, body: transitionBody, response: { 200: seriesCancelResultSchema } },
    },
    async (request) => {
      const result = await cancelFollowing(ctx(request), request.params.id, {
        version: request.body?.version,
        ifMatch: ifMatchOf(request),
      });
      // The cancelled rides queued the driver's and the company's messages: deliver them now.
      app.outbox.kick();
      return result;
    },
  );
}
