import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxiCourseSeriesCreated } from '../../../domain/contract/course-series.schema';
import type { SeriesCancelResult } from '../../../domain/contract/series-cancel.schema';
import { SERIES_LEFT_REASONS } from '../../../domain/course-series/series-following';
import { RIDE_REFUSALS } from '../../../domain/rides/ride-messages';
import { HTTP_MESSAGES } from '../../http/messages';
import { buildWriteApp, demoIris, type DemoIris } from '../../test/course-writes/write-app.support';
import {
  messagesAbout,
  rideIn,
  rideRow,
  transition,
  writeCounts,
} from '../../test/course-core/ride-states.support';
import { postSeries, seriesPayload } from '../../test/course-series/series.support';

let app: FastifyInstance;
let iris: DemoIris;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
});
afterAll(() => app.close());

/** A Mon/Fri series over two weeks from `day` (a Monday): four courses of one ride each. */
async function fourCourses(day: string) {
  const response = await postSeries(
    app,
    'dyspozytor',
    seriesPayload(iris, { weekdays: ['Pn', 'Pt'], weeks: 2 }, day),
  );
  expect(response.statusCode).toBe(201);
  const created = response.json<TaxiCourseSeriesCreated>();
  return created.courses.map((course) => ({ id: course.id, rideId: course.rides[0]?.id ?? 0 }));
}

const cancelFollowing = (username: string, rideId: number, payload?: object) =>
  transition(app, username, rideId, 'cancel_following', payload);
const statuses = async (rides: readonly { rideId: number }[]) =>
  Promise.all(rides.map(async ({ rideId }) => (await rideRow(app, rideId)).status));

describe('POST /api/taxi_course_rides/{id}/cancel_following', () => {
  it('cancels the ride and its twins in the later courses, listing those it may not', async () => {
    const series = await fourCourses('2030-03-04');
    const [first, second, third, fourth] = series.map((course) => course.rideId);
    // The first course is earlier (never reached); the third is already cancelled by itself.
    expect((await transition(app, 'dyspozytor', third ?? 0, 'cancel')).statusCode).toBe(200);
    const before = await writeCounts(app);

    const response = await cancelFollowing('firma', second ?? 0);
    expect(response.statusCode).toBe(200);
    const result = response.json<SeriesCancelResult>();
    expect(result.cancelled.map((course) => course.id)).toEqual([series[1]?.id, series[3]?.id]);
    expect(result.cancelled.map((course) => course.date)).toEqual(['2030-03-08', '2030-03-15']);
    expect(result.left).toEqual([
      expect.objectContaining({ id: series[2]?.id, date: '2030-03-11', reason: SERIES_LEFT_REASONS.status }),
    ]);
    expect(await statuses(series)).toEqual(['planning', 'cancelled', 'cancelled', 'cancelled']);
    // One event per cancelled ride, and the same messages as the single cancel of the third sent.
    expect((await writeCounts(app)).events - before.events).toBe(2);
    const kinds = async (rideId: number) =>
      (await messagesAbout(app, rideId)).map((message) => [message.channel, message.recipient]).sort();
    expect(await kinds(fourth ?? 0)).toEqual(await kinds(third ?? 0));
    expect(await kinds(third ?? 0)).not.toEqual([]);
    expect(await kinds(first ?? 0)).toEqual([]);
  });

  it('refuses a stale version (409) and another tenant (404), cancelling nothing', async () => {
    const series = await fourCourses('2030-04-01');
    const rideId = series[0]?.rideId ?? 0;
    const before = await writeCounts(app);
    const stale = await cancelFollowing('dyspozytor', rideId, {
      version: (await rideRow(app, rideId)).version + 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<Record<string, string>>()['hydra:description']).toBe(HTTP_MESSAGES.stale);
    for (const login of ['firma.dbcargo', 'transport.slask']) {
      const foreign = await cancelFollowing(login, rideId);
      expect(foreign.statusCode).toBe(404);
    }
    // A party the cancel rule does not know: refused before anything is read, as the single cancel.
    const driver = await cancelFollowing('kierowca', rideId);
    expect(driver.statusCode).toBe(403);
    expect(driver.json<Record<string, string>>()['hydra:description']).toBe(RIDE_REFUSALS.forbidden);
    expect(await writeCounts(app)).toEqual(before);
    expect(new Set(await statuses(series))).toEqual(new Set(['planning']));
  });

  it('refuses with 409 when the ride asked first may not be cancelled, reaching no other', async () => {
    const series = await fourCourses('2030-05-06');
    const rideId = series[1]?.rideId ?? 0;
    await transition(app, 'dyspozytor', rideId, 'cancel');
    const refused = await cancelFollowing('dyspozytor', rideId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Record<string, string>>()['hydra:description']).toBe(RIDE_REFUSALS.status);
    expect(await statuses(series)).toEqual(['planning', 'cancelled', 'planning', 'planning']);
  });

  it('cancels only the ride itself when its course belongs to no series', async () => {
    const { courseId, rideId } = await rideIn(app, { status: 'planning' });
    const response = await cancelFollowing('dyspozytor', rideId);
    expect(response.statusCode).toBe(200);
    expect(response.json<SeriesCancelResult>()).toMatchObject({ cancelled: [{ id: courseId }], left: [] });
  });
});
