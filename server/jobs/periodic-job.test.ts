import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { startPeriodicJob, type JobRun } from './periodic-job';

/** The two things a job touches on the app: its log and the outbox. */
function fakeApp() {
  const info = vi.fn();
  const error = vi.fn();
  const kick = vi.fn();
  const app = { log: { info, error }, outbox: { kick } } as unknown as FastifyInstance;
  return { app, info, error, kick };
}

async function runOnce(result: JobRun) {
  const fake = fakeApp();
  const job = startPeriodicJob(fake.app, 'test', 0, () => Promise.resolve(result));
  await job.runNow();
  await job.stop();
  return fake;
}

describe('startPeriodicJob', () => {
  it('logs a run that enqueued messages under the default line and kicks the outbox', async () => {
    const { info, kick } = await runOnce({ enqueued: true, log: { rides: 2 } });
    expect(info).toHaveBeenCalledWith({ rides: 2 }, 'test job enqueued messages');
    expect(kick).toHaveBeenCalledTimes(1);
  });

  it('logs a run that names its own line, without kicking the outbox when it enqueued nothing', async () => {
    const { info, kick } = await runOnce({ enqueued: false, log: { deleted: 3 }, message: 'rows deleted' });
    expect(info).toHaveBeenCalledWith({ deleted: 3 }, 'rows deleted');
    expect(kick).not.toHaveBeenCalled();
  });

  it('keeps an idle run silent', async () => {
    const { info, kick } = await runOnce({ enqueued: false, log: { deleted: 0 } });
    expect(info).not.toHaveBeenCalled();
    expect(kick).not.toHaveBeenCalled();
  });

  it('runs once more after a run in progress when asked during it, once however often asked', async () => {
    const runs: (() => void)[] = [];
    const job = startPeriodicJob(
      fakeApp().app,
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

  it('logs a failed run and runs nothing after stop', async () => {
    const { app, error } = fakeApp();
    const run = vi.fn(() => Promise.reject(new Error('boom')));
    const job = startPeriodicJob(app, 'test', 0, run);
    await job.runNow();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'test job failed',
    );
    await job.stop();
    await job.runNow();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
