/** `POST api/taxi_course_rides/{id}/cancel`. Manager, railway company or superior contractor cancels: cancelled (cancelled_during_realization when the company cancels after the start). */
import type { FastifyInstance } from 'fastify';
import { postTransition } from './transition-route';
import type { RideTransitionOptions } from '../course-core/write-context';

export async function cancelRideRoute(app: FastifyInstance, opts: RideTransitionOptions) {
  postTransition(app, opts, 'cancel', 'cancel');
}
