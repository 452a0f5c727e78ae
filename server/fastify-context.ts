import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { RouteServices } from './geo/route-services';
import type { Outbox } from './outbox/worker';

/** What every plugin and route reaches through `app` / `request.server`. */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    outbox: Outbox;
    /** Route estimates and map links (Google when configured, else offline). */
    routes: RouteServices;
  }
}
