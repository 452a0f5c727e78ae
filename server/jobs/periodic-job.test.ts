import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job';

/** The little of an app a job touches: its log and the outbox it kicks. */
const fakeApp = () =>
  ({
    log: { info: vi.fn(), error: vi.fn() },
    outbox: { kick: vi.fn() },
  }) as unknown as FastifyInstance;

describe('a periodic job', () => {
  it('runs once more after a run in progress when asked during it, once however often asked', async () => {
    const runs: (() => void)[] = [];
    const job = startPeriodicJob(
      fakeApp(),
      'test',
      0,
      () => new Promise((done) => runs.push(() => done({ enqueued: false, log: {} }))),
    );
    const first = job.runNow();
    const second = job.runNow();
    const third = job.runNow();
    expect(second).toBe(third);
    expect(runs).toHaveLength(1);
    runs[0]?.();
    await first;
    await vi.waitFor(() => expect(runs).toHaveLength(2));
    runs[1]?.();
    await second;
    expect(runs).toHaveLength(2);
    await job.stop();
  });

  it('kicks the outbox after a run that enqueued messages and logs a failed run', async () => {
    const app = fakeApp();
    let fail = false;
    const job = startPeriodicJob(app, 'test', 0, () =>
      fail ? Promise.reject(new Error('boom')) : Promise.resolve({ enqueued: true, log: {} }),
    );
    await job.runNow();
    expect(app.outbox.kick).toHaveBeenCalledTimes(1);
    fail = true;
    await job.runNow();
    expect(app.log.error).toHaveBeenCalledTimes(1);
    await job.stop();
    await job.runNow();
    expect(app.outbox.kick).toHaveBeenCalledTimes(1);
  });
});
