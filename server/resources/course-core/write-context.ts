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
