/** The taxi ride transitions (courses.md §4), one endpoint per file; paths in docs/api.md. */
import type { FastifyInstance } from 'fastify';
import { acceptRideRoute } from './accept-ride.route';
import { cancelRideDuringRealizationRoute } from './cancel-ride-during-realization.route';
import { cancelRideRoute } from './cancel-ride.route';
import { cancelFollowingRoute } from './cancel-following.route';
import { declineRideRoute } from './decline-ride.route';
import { moveRideRoutes } from './move-ride.routes';
import { restoreRideRoute } from './restore-ride.route';
import { setRideStatusRoute } from './set-ride-status.route';
import { startingBaseRoute } from './starting-base.route';
import type { RideTransitionOptions } from '../course-core/write-context';

export async function rideTransitionRoutes(app: FastifyInstance, opts: RideTransitionOptions = {}) {
  for (const route of [
    acceptRideRoute,
    declineRideRoute,
    cancelRideRoute,
    cancelFollowingRoute,
    cancelRideDuringRealizationRoute,
    restoreRideRoute,
    setRideStatusRoute,
    moveRideRoutes,
    startingBaseRoute,
  ])
    await route(app, opts);
}
