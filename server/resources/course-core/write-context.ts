import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/authenticate';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import type { RouteServices } from '../../geo/route-services';

/** What a course write or transition runs with: the database, the caller, the clock and the services. */
export interface WriteContext {
  db: Db;
  user: AuthUser;
  now: Date;
  /** Where the driver's link points; without it no driver message is sent (unit tests of rules). */
  publicUrl?: string;
  /** Segment estimates: Google Directions when configured; the offline estimate without it. */
  routes?: RouteServices;
}

/** Options of the course routes that write: tests may pin the clock. */
export interface RideTransitionOptions {
  /** The clock; tests may pin it. */
  now?: () => Date;
}

/** The write context of one request. */
export const contextOf =
  (app: FastifyInstance, opts: RideTransitionOptions) =>
  (request: FastifyRequest): WriteContext => ({
    db: app.db,
    user: currentUser(request),
    now: (opts.now ?? (() => new Date()))(),
    routes: app.routes,
  });
