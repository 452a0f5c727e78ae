/** A job run every `intervalMs` (unref'd timer), one run at a time per process; failures are logged. */
import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  /**
   * Runs the job now; during a run, once more after it (that run may have read its work before the
   * caller's change, e.g. a subscription saved meanwhile). Resolves when the run asked for has ended.
   */
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
  /** The one run asked for while another ran; later asks share it. */
  let next: Promise<void> | null = null;
  let stopped = false;

  const start = () => {
    running = run()
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

  const runNow = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (!running) return start();
    next ??= running.then(() => {
      next = null;
      return runNow();
    });
    return next;
  };

  // A tick finds nothing new to wait for: during a run it adds no second one.
  const tick = () => {
    if (!running) void runNow();
  };
  const timer = intervalMs > 0 ? setInterval(tick, intervalMs) : null;
  timer?.unref();

  return {
    runNow,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      while (running || next) await (next ?? running);
    },
  };
}
