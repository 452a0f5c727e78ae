/** Runs the acceptance-deadline job every `intervalMs` (unref'd timer), one run at a time per process. */
import type { FastifyInstance } from 'fastify';
import { expireAcceptances } from './acceptance-deadline';

export interface PeriodicJob {
  /** Starts a run now unless one is in progress; resolves when that run ends. */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

export function startAcceptanceDeadlineJob(app: FastifyInstance, intervalMs: number): PeriodicJob {
  let running: Promise<void> | null = null;
  let stopped = false;

  const runNow = () => {
    if (stopped) return Promise.resolve();
    running ??= expireAcceptances(app.db, new Date())
      .then((result) => {
        if (result.rides > 0) {
          app.log.info(result, 'acceptance deadlines expired');
          app.outbox.kick();
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'acceptance-deadline job failed'))
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
