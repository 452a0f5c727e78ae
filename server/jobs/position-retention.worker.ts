/**
 * Deletes expired car positions (docs/security.md 'Położenie samochodu', issue 35) every `intervalMs`
 * (unref'd timer), one run at a time per process. Two processes deleting the same rows is harmless:
 * the delete is idempotent, so no lock or outbox is needed, unlike the acceptance-deadline job.
 */
import type { FastifyInstance } from 'fastify';
import { deleteExpiredPositions } from '../resources/tracking/positions.repository';
import type { PeriodicJob } from './acceptance-deadline.worker';

/** Hourly: the retention is stated in hours, a run an hour late keeps nothing a day longer. */
export const POSITION_RETENTION_INTERVAL_MS = 3600 * 1000;

export function startPositionRetentionJob(
  app: FastifyInstance,
  intervalMs = POSITION_RETENTION_INTERVAL_MS,
  now: () => Date = () => new Date(),
): PeriodicJob {
  let running: Promise<void> | null = null;
  let stopped = false;

  const runNow = () => {
    if (stopped) return Promise.resolve();
    running ??= deleteExpiredPositions(app.db, now())
      .then((deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'expired car positions deleted');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'position-retention job failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = intervalMs > 0 ? setInterval(() => void runNow(), intervalMs) : null;
  timer?.unref();

  return {
    runNow,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      while (running) await running;
    },
  };
}
