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

/** `run` answers whether it enqueued messages (the outbox is then kicked) and what to log. */
export function startPeriodicJob(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  run: () => Promise<{ enqueued: boolean; log: object }>,
): PeriodicJob {
  let running: Promise<void> | null = null;
  /** The one run asked for while another ran; later asks share it. */
  let next: Promise<void> | null = null;
  let stopped = false;

  const start = () => {
    running = run()
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
