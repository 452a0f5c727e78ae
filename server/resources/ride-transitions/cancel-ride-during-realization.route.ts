/** `POST api/taxi_course_rides/{id}/cancel_during_realization`. 'Anuluj w trakcie realizacji': the executing or superior transport company, a ride with a starting base after its start. */
import type { FastifyInstance } from 'fastify';
import { postTransition } from './transition-route';
import type { RideTransitionOptions } from '../course-core/write-context';

export async function cancelRideDuringRealizationRoute(app: FastifyInstance, opts: RideTransitionOptions) {
  postTransition(app, opts, 'cancel_during_realization', 'cancel_during_realization');
}
