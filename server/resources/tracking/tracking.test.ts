import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_MESSAGES } from '../../../domain/tracking/tracking-rules';
import { coursePositions, courses } from '../../db/course-schema';
import { startPositionRetentionJob } from '../../jobs/position-retention.worker';
import { as } from '../../test/course-writes/write-app.support';
import { buildTrackingApp, passengerIdOf, trackedCourse } from '../../test/tracking/tracking-course.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';
import { countPositions, latestPositionQuery } from './positions.repository';
import { trackingToken } from '../course-core/tracking-tokens';

let app: FastifyInstance;
let iris: DemoIris;
let pasazerIri: string;

beforeAll(async () => {
  ({ app, iris, pasazerIri } = await buildTrackingApp());
});
afterAll(() => app.close());

const here = { latitude: 52.2297, longitude: 21.0122, accuracy: 12 };
/** A course of the demo driver with the demo passenger 'pasazer' on its first stop; started or not. */
const course = (options: { start: boolean; passenger?: string }) =>
  trackedCourse(app, iris, { start: options.start, passenger: options.passenger ?? pasazerIri });

const post = (token: string, payload: object = here) =>
  app.inject({ method: 'POST', url: `/api/course-info/position/${token}`, payload });
const track = (token: string) => app.inject({ method: 'GET', url: `/api/tracking/${token}` });
/** Moves the course's positions back, so the next reading is past the 5 s gap. */
const age = (courseId: number, seconds: number) =>
  app.db
    .update(coursePositions)
    .set({ at: sql`${coursePositions.at} - make_interval(secs => ${seconds})` })
    .where(eq(coursePositions.courseId, courseId));

describe('the driver phone sharing the car position', () => {
  it('is refused with 409 before the course starts and after it ends', async () => {
    const waiting = await course({ start: false });
    const before = await post(waiting.token);
    expect(before.statusCode).toBe(409);
    expect(before.json()).toMatchObject({ 'hydra:description': TRACKING_MESSAGES.notInProgress });

    const running = await course({ start: true });
    expect((await post(running.token)).statusCode).toBe(204);
    await app.inject({ method: 'POST', url: `/api/course-info/end/${running.token}/now` });
    expect((await post(running.token)).statusCode).toBe(409);
    expect(await countPositions(app.db, running.courseId)).toBe(1);
  });

  it('keeps at most one reading per 5 s and answers 404 for an unknown link, 422 for a bad body', async () => {
    const running = await course({ start: true });
    expect((await post(running.token)).statusCode).toBe(204);
    expect((await post(running.token)).statusCode).toBe(204);
    expect(await countPositions(app.db, running.courseId)).toBe(1);
    await age(running.courseId, 6);
    expect((await post(running.token, { ...here, latitude: 52.23 })).statusCode).toBe(204);
    expect(await countPositions(app.db, running.courseId)).toBe(2);

    expect((await post('x'.repeat(43))).statusCode).toBe(404);
    expect((await post(running.token, { latitude: 91, longitude: 0, accuracy: null })).statusCode).toBe(422);
  });

  it("stores a driver link's positions on that link's course only", async () => {
    const one = await course({ start: true });
    const other = await course({ start: true });
    await post(one.token);
    expect(await countPositions(app.db, one.courseId)).toBe(1);
    expect(await countPositions(app.db, other.courseId)).toBe(0);
    const otherPage = (await track(other.tracking)).json() as { position: unknown };
    expect(otherPage.position).toBeNull();
  });
});

describe("the passenger's tracking page", () => {
  it('waits before the start, then shows the car, the driver, the own stop and a straight-line ETA', async () => {
    const running = await course({ start: false });
    const waiting = await track(running.tracking);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toMatchObject({ state: 'waiting', position: null, eta: null });

    await app.inject({ method: 'POST', url: `/api/course-info/start/${running.token}` });
    await post(running.token, { latitude: 52.0, longitude: 21.0, accuracy: 20 });
    const response = await track(running.tracking);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, unknown>;
    // Nothing else of the course: no passengers, no other stops, no phone numbers.
    expect(Object.keys(body).sort()).toEqual(
      [
        '@context',
        '@id',
        '@type',
        'car',
        'driverFirstName',
        'eta',
        'position',
        'rideNumber',
        'state',
        'stop',
      ].sort(),
    );
    expect(body).toMatchObject({
      state: 'driving',
      position: { latitude: 52, longitude: 21, accuracy: 20 },
      eta: { source: 'straight_line' },
    });
    expect(body.driverFirstName).not.toBe('');
    expect((body.stop as { name: string }).name).not.toBe('');
    expect((body.eta as { minutes: number }).minutes).toBeGreaterThan(0);
  });

  it('answers 404 Przejazd zakończony after the end, for another passenger and for a forged token', async () => {
    const running = await course({ start: true });
    const stranger = trackingToken(app.config.jwtSecret, running.rideId, passengerIdOf(iris.passengers[1]));
    const [, ride, passenger, mac] = /^(\d+)-(\d+)-(.+)$/.exec(running.tracking) ?? [];
    const forged = `${ride}-${Number(passenger) + 1}-${mac}`;
    for (const token of [stranger, forged, 'not-a-token']) {
      const response = await track(token);
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toMatchObject({ 'hydra:description': TRACKING_MESSAGES.ended });
    }
    expect((await track(running.tracking)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: `/api/course-info/end/${running.token}/now` });
    expect((await track(running.tracking)).statusCode).toBe(404);
  });
});

describe("the passenger's own tracking link", () => {
  const link = async (login: 'pasazer' | 'dyspozytor', rideId: number) =>
    app.inject({
      method: 'GET',
      url: `/api/taxi_course_rides/${rideId}/tracking_link`,
      headers: await as(app, login),
    });

  it('is given to a passenger of the ride and opens their tracking page', async () => {
    const running = await course({ start: true });
    const response = await link('pasazer', running.rideId);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { url: string }).url).toBe(`/sledzenie/${running.tracking}`);
  });

  it('is refused to a user who does not ride on it, and to anyone after the end', async () => {
    const running = await course({ start: true });
    expect((await link('dyspozytor', running.rideId)).statusCode).toBe(403);
    const without = await course({ start: true, passenger: iris.passengers[1] });
    expect([403, 404]).toContain((await link('pasazer', without.rideId)).statusCode);
    await app.inject({ method: 'POST', url: `/api/course-info/end/${running.token}/now` });
    const ended = await link('pasazer', running.rideId);
    expect(ended.statusCode).toBe(404);
    expect(ended.json()).toMatchObject({ 'hydra:description': TRACKING_MESSAGES.ended });
  });
});

describe('the position retention job', () => {
  it('deletes positions 24 h after the course ends and any older than 3 days', async () => {
    const ended = await course({ start: true });
    const recent = await course({ start: true });
    const abandoned = await course({ start: true });
    for (const { token } of [ended, recent, abandoned]) expect((await post(token)).statusCode).toBe(204);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);
    await app.db
      .update(courses)
      .set({ driverEndAt: hoursAgo(25) })
      .where(eq(courses.id, ended.courseId));
    await app.db
      .update(courses)
      .set({ driverEndAt: hoursAgo(23) })
      .where(eq(courses.id, recent.courseId));
    await app.db
      .update(coursePositions)
      .set({ at: hoursAgo(73) })
      .where(and(eq(coursePositions.courseId, abandoned.courseId)));

    const job = startPositionRetentionJob(app, 0);
    await job.runNow();
    await job.stop();
    expect(await countPositions(app.db, ended.courseId)).toBe(0);
    expect(await countPositions(app.db, recent.courseId)).toBe(1);
    expect(await countPositions(app.db, abandoned.courseId)).toBe(0);
  });
});

// Last: it fills the table for the planner, which the counts above must not see.
describe('the latest position of a course', () => {
  it('is read from the course and time index, its first entry, without sorting (row 838)', async () => {
    // A car's readings every 5 s for 20 minutes on every demo course: what the bench's EXPLAIN found
    // walked backwards through the time index of all courses' readings before row 838.
    await app.db.execute(sql`insert into course_positions (course_id, latitude, longitude, accuracy, at)
      select c.id, 52, 21, 10, now() - make_interval(secs => g * 5) from courses c, generate_series(1, 240) g`);
    await app.db.execute(sql`analyze course_positions`);
    const [first] = await app.db.select({ id: courses.id }).from(courses).orderBy(courses.id).limit(1);
    const explained: unknown = await app.db.execute(
      sql`explain ${latestPositionQuery(app.db, first?.id ?? 0)}`,
    );
    const rows = (explained as { rows: Record<string, string>[] }).rows;
    const plan = rows.map((row) => Object.values(row)[0]).join('\n');
    expect(plan).toContain('Index Scan using course_positions_course_at');
    expect(plan).toMatch(/Index Cond: \(course_id = /);
    expect(plan).not.toContain('Sort');
    expect(plan).not.toContain('Filter');
  });
});
