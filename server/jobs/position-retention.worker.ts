/**
 * Deletes expired car positions (docs/security.md 'Położenie samochodu', issue 35) on the shared
 * periodic job. Two processes deleting the same rows is harmless: the delete is idempotent, so no
 * lock or outbox is needed, unlike the acceptance-deadline job.
 */
import type { FastifyInstance } from 'fastify';
import { deleteExpiredPositions } from '../resources/tracking/positions.repository';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';

/** Hourly: the retention is stated in hours, a run an hour late keeps nothing a day longer. */
export const POSITION_RETENTION_INTERVAL_MS = 3600 * 1000;

export function startPositionRetentionJob(
  app: FastifyInstance,
  intervalMs = POSITION_RETENTION_INTERVAL_MS,
  now: () => Date = () => new Date(),
): PeriodicJob {
  return startPeriodicJob(app, 'position-retention', intervalMs, async () => {
    const deleted = await deleteExpiredPositions(app.db, now());
    // Nothing is enqueued: a run that deleted rows says so in the log, an idle one is silent.
    return deleted > 0
      ? { enqueued: false, log: { deleted }, message: 'expired car positions deleted' }
      : { enqueued: false, log: { deleted } };
  });
}
