/** Runs the acceptance-deadline job every `intervalMs` (unref'd timer), one run at a time per process. */
import type { FastifyInstance } from 'fastify';
import { expireAcceptances } from './acceptance-deadline';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';

export type { PeriodicJob } from './periodic-job';

export function startAcceptanceDeadlineJob(app: FastifyInstance, intervalMs: number): PeriodicJob {
  return startPeriodicJob(app, 'acceptance-deadline', intervalMs, async () => {
    const result = await expireAcceptances(app.db, new Date());
    return { enqueued: result.rides > 0, log: result };
  });
}
