/** Runs the scheduled-reports job every `intervalMs` (REPORT_JOB_INTERVAL_MS), one run at a time per process. */
import type { FastifyInstance } from 'fastify';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';
import { sendDueReports } from './report-subscriptions';

export function startReportSubscriptionJob(app: FastifyInstance, intervalMs: number): PeriodicJob {
  return startPeriodicJob(app, 'scheduled-reports', intervalMs, async () => {
    const result = await sendDueReports(app.db, new Date(), app.config.publicUrl, (id, error) =>
      app.log.error({ err: error, subscriptionId: id }, 'scheduled report not sent'),
    );
    return { enqueued: result.sent > 0 || result.failed > 0, log: result };
  });
}
