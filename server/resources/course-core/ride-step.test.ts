/**
 * The write kernel of a ride's status step and the per-request course access, on their own: the
 * families' tests (ride transitions, settlement, kilometer settlement) cover each rule through HTTP.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '../../http/messages';
import { buildWriteApp } from '../../test/course-writes/write-app.support';
import { userOf } from '../../test/courses/courses-app.support';
import { courseRow, rideIn, rideRow, writeCounts } from '../../test/course-core/ride-states.support';
import { courseAccess } from './course-access';
import { runRideStep, type RideStep } from './ride-step';

let app: FastifyInstance;
const now = new Date('2030-03-01T10:00:00Z');

beforeAll(async () => {
  app = await buildWriteApp();
});
afterAll(() => app.close());

const allow =
  (status: string): RideStep['rule'] =>
  () => ({ allowed: true, status });

describe('runRideStep', () => {
  it('writes the status, the family writes in order, bumps both versions and logs one event', async () => {
    const { courseId, rideId } = await rideIn(app, { status: 'accepted_by_driver' });
    const before = { ride: await rideRow(app, rideId), course: await courseRow(app, courseId) };
    const counts = await writeCounts(app);
    const seen: string[] = [];
    await runRideStep(app.db, {
      courseId,
      rideId,
      now,
      version: before.ride.version,
      rule: allow('cancelled'),
      beforeStatus: async ({ ride, status }) => void seen.push(`before ${ride.status} -> ${status}`),
      afterStatus: async ({ status }) => void seen.push(`after ${status}`),
    });
    expect(seen).toEqual(['before accepted_by_driver -> cancelled', 'after cancelled']);
    const ride = await rideRow(app, rideId);
    expect(ride.status).toBe('cancelled');
    expect(ride.statusBeforeCancel).toBe('accepted_by_driver');
    expect(ride.version).toBe(before.ride.version + 1);
    expect((await courseRow(app, courseId)).version).toBe(before.course.version + 1);
    expect((await writeCounts(app)).events).toBe(counts.events + 1);
  });

  it.each([
    ['forbidden', 403],
    ['status', 409],
    ['condition', 409],
  ] as const)('answers a %s refusal with %i and its message, writing nothing', async (reason, code) => {
    const { rideId, courseId } = await rideIn(app, { status: 'accepted_by_driver' });
    const counts = await writeCounts(app);
    let wrote = false;
    const step = runRideStep(app.db, {
      courseId,
      rideId,
      now,
      rule: () => ({ allowed: false, reason, message: 'Nie wolno.' }),
      beforeStatus: async () => void (wrote = true),
    });
    await expect(step).rejects.toMatchObject({ status: code, description: 'Nie wolno.' });
    expect(wrote).toBe(false);
    expect((await rideRow(app, rideId)).status).toBe('accepted_by_driver');
    expect(await writeCounts(app)).toEqual(counts);
  });

  it('refuses a stale ride version (409) and a stale ETag (412) before any write', async () => {
    const { rideId, courseId } = await rideIn(app, { status: 'accepted_by_driver' });
    const { version } = await rideRow(app, rideId);
    const base = { courseId, rideId, now, rule: allow('cancelled') };
    await expect(runRideStep(app.db, { ...base, version: version - 1 })).rejects.toMatchObject({
      status: 409,
    });
    await expect(runRideStep(app.db, { ...base, ifMatch: '"0"' })).rejects.toMatchObject({ status: 412 });
    expect((await rideRow(app, rideId)).status).toBe('accepted_by_driver');
  });

  it('answers 404 for a ride that is not in the course', async () => {
    const one = await rideIn(app, { status: 'accepted_by_driver' });
    const other = await rideIn(app, { status: 'accepted_by_driver' });
    const step = runRideStep(app.db, {
      courseId: one.courseId,
      rideId: other.rideId,
      now,
      rule: allow('cancelled'),
    });
    await expect(step).rejects.toMatchObject({ status: 404, description: HTTP_MESSAGES.notFound });
  });
});

describe('courseAccess', () => {
  it('shows the course to its parties and hides it (404) from another tenant', async () => {
    const { courseId } = await rideIn(app, { status: 'accepted_by_driver' });
    const dispatcher = await courseAccess(app.db, await userOf(app.db, 'dyspozytor'));
    expect((await dispatcher.visible(courseId, 'taxi')).id).toBe(courseId);
    await expect(dispatcher.visible(courseId, 'kilometer')).rejects.toMatchObject({ status: 404 });
    const stranger = await courseAccess(app.db, await userOf(app.db, 'firma.dbcargo'));
    await expect(stranger.visible(courseId, 'taxi')).rejects.toMatchObject({ status: 404 });
  });
});
