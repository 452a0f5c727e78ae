/** `POST api/taxi_course_rides/{id}/restore`. Manager, railway company or superior contractor restores a cancelled ride to the automatic status of §4. */
import type { FastifyInstance } from 'fastify';
import { postTransition } from './transition-route';
import type { RideTransitionOptions } from '../course-core/write-context';

export async function restoreRideRoute(app: FastifyInstance, opts: RideTransitionOptions) {
  postTransition(app, opts, 'restore', 'restore');
}
