/** `POST api/taxi_course_rides/{id}/accept`. Transport company accepts a ride waiting for it (or not accepted in time): accepted_by_transport_company. */
import type { FastifyInstance } from 'fastify';
import { postTransition } from './transition-route';
import type { RideTransitionOptions } from '../course-core/write-context';

export async function acceptRideRoute(app: FastifyInstance, opts: RideTransitionOptions) {
  postTransition(app, opts, 'accept', 'accept');
}
