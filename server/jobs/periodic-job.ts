/** A job run every `intervalMs` (unref'd timer), one run at a time per process; failures are logged. */
import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  /** Starts a run now unless one is in progress; resolves when that run ends. */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * What one run did: `enqueued` messages kick the outbox at once. The run is logged (`log` under
 * `message`, by default '<name> job enqueued messages') when it enqueued messages or names a
 * `message` (a job that enqueues nothing says what it did that way); an idle run is silent.
 */
export interface JobRun {
  enqueued: boolean;
  log: object;
  message?: string;
}

export function startPeriodicJob(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  run: () => Promise<JobRun>,
): PeriodicJob {
  let running: Promise<void> | null = null;
  let stopped = false;

  const runNow = () => {
    if (stopped) return Promise.resolve();
    running ??= run()
      .then((result) => {
        if (result.enqueued || result.message !== undefined)
          app.log.info(result.log, result.message ?? `${name} job enqueued messages`);
        if (result.enqueued) app.outbox.kick();
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
