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

  it('runs one at a time, logs a failure and runs nothing after stop', async () => {
    const { app, error } = fakeApp();
    const run = vi.fn(() => Promise.reject(new Error('boom')));
    const job = startPeriodicJob(app, 'test', 0, run);
    await Promise.all([job.runNow(), job.runNow()]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'test job failed',
    );
    await job.stop();
    await job.runNow();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
