import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { PeriodicJob } from './jobs/periodic-job';
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
    /**
     * This process's scheduled-reports job: a saved subscription runs it at once (row 850). Idle in an
     * app that main.ts did not start it in (tests call sendDueReports with the day they need).
     */
    reportJob: Pick<PeriodicJob, 'runNow'>;
  }
}
