/** `POST api/taxi_course_rides/{id}/decline`. Transport company declines (after 'Odmowa wykonania kursu'): declined_by_transport_company; the dispatcher is told. */
import type { FastifyInstance } from 'fastify';
import { postTransition } from './transition-route';
import type { RideTransitionOptions } from './transition-route';

export async function declineRideRoute(app: FastifyInstance, opts: RideTransitionOptions) {
  postTransition(app, opts, 'decline', 'decline');
}
