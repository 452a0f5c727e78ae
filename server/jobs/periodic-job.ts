/** A job run every `intervalMs` (unref'd timer), one run at a time per process; failures are logged. */
import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  /** Starts a run now unless one is in progress; resolves when that run ends. */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/** `run` answers whether it enqueued messages (the outbox is then kicked) and what to log. */
export function startPeriodicJob(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  run: () => Promise<{ enqueued: boolean; log: object }>,
): PeriodicJob {
  let running: Promise<void> | null = null;
  let stopped = false;

  const runNow = () => {
    if (stopped) return Promise.resolve();
    running ??= run()
      .then((result) => {
        if (result.enqueued) {
          app.log.info(result.log, `${name} job enqueued messages`);
          app.outbox.kick();
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, `${name} job failed`))
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
