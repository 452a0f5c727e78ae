import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxiCourseSeriesCreated } from '../../../domain/contract/course-series.schema';
import type { SeriesCancelResult, SeriesEditResult } from '../../../domain/contract/series-following.schema';
import { SERIES_EDIT_LEFT_REASONS } from '../../../domain/course-series/series-edit';
import { SERIES_LEFT_REASONS } from '../../../domain/course-series/series-following';
import { RIDE_REFUSALS } from '../../../domain/rides/ride-messages';
import { warsawParts } from '../../../domain/warsaw-time';
import { waypoints } from '../../db/course-schema';
import { HTTP_MESSAGES } from '../../http/messages';
import { as, buildWriteApp, demoIris, type DemoIris } from '../../test/course-writes/write-app.support';
import {
  courseRow,
  messagesAbout,
  rideIn,
  rideRow,
  transition,
  writeCounts,
} from '../../test/course-core/ride-states.support';
import { postSeries, seriesPayload } from '../../test/course-series/series.support';

/** 'Ten i wszystkie następne' of a series (rows 858, 860): the cancel and the edit share one app. */
let app: FastifyInstance;
let iris: DemoIris;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
});
afterAll(() => app.close());

type Series = TaxiCourseSeriesCreated['courses'];

/** A Mon/Fri series over two weeks from `day` (a Monday): four courses of one ride each. */
async function fourSeries(day: string): Promise<Series> {
  const response = await postSeries(
    app,
    'dyspozytor',
    seriesPayload(iris, { weekdays: ['Pn', 'Pt'], weeks: 2 }, day),
  );
  expect(response.statusCode).toBe(201);
  return response.json<TaxiCourseSeriesCreated>().courses;
}

/** The series' courses with the id of their one ride. */
const fourCourses = async (day: string) =>
  (await fourSeries(day)).map((course) => ({ id: course.id, rideId: course.rides[0]?.id ?? 0 }));

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

/**
 * The `index`-th course's form as the edit page sends it, edited: pick-up at 08:30 (was 08:00), the
 * places swapped, one passenger, no locomotive; the ride number and status as they are.
 */
async function editedForm(series: Series, index: number) {
  const course = series[index];
  const ride = course?.rides[0];
  if (!course?.date || !ride) throw new Error('fixture');
  const { repeat: _repeat, ...form } = seriesPayload(iris, {}, course.date);
  const [first, last] = form.rides[0]?.waypoints ?? [];
  if (!first || !last) throw new Error('fixture');
  return {
    ...form,
    version: (await courseRow(app, course.id)).version,
    rides: [
      {
        ...form.rides[0],
        id: `/api/taxi_course_rides/${ride.id}`,
        number: ride.number,
        waypoints: [
          {
            ...first,
            time: '08:30',
            place: iris.places[1],
            passengers: [iris.passengers[0]],
            locomotives: [],
          },
          { ...last, place: iris.places[0] },
        ],
      },
    ],
  };
}

const editFollowing = async (username: string, id: number, payload: object, headers = {}) =>
  app.inject({
    method: 'PUT',
    url: `/api/taxi_courses/${id}/following`,
    headers: { ...(await as(app, username)), ...headers },
    payload,
  });

/** A ride's stops as 'YYYY-MM-DD HH:mm @place' in route order. */
async function stopsOf(rideId: number) {
  const rows = await app.db
    .select({ time: waypoints.time, placeId: waypoints.placeId })
    .from(waypoints)
    .where(eq(waypoints.rideId, rideId))
    .orderBy(asc(waypoints.position));
  return rows.map((row) => {
    const { date, time } = warsawParts(row.time);
    return `${date} ${time} @/api/abstract_places/${row.placeId}`;
  });
}

describe('PUT /api/taxi_courses/{id}/following', () => {
  it('gives the later courses the edited times, places and passengers, each on its own day', async () => {
    const series = await fourSeries('2030-06-03');
    const rideIds = series.map((course) => course.rides[0]?.id ?? 0);
    const firstStopsBefore = await stopsOf(rideIds[0] ?? 0);
    // The third course is cancelled by itself: left as it is, with why.
    expect((await transition(app, 'dyspozytor', rideIds[2] ?? 0, 'cancel')).statusCode).toBe(200);
    const thirdBefore = await stopsOf(rideIds[2] ?? 0);

    const response = await editFollowing('dyspozytor', series[1]?.id ?? 0, await editedForm(series, 1));
    expect(response.statusCode).toBe(200);
    const result = response.json<SeriesEditResult>();
    expect(result.changed.map((course) => [course.id, course.date])).toEqual([
      [series[1]?.id, '2030-06-07'],
      [series[3]?.id, '2030-06-14'],
    ]);
    expect(result.left).toEqual([
      expect.objectContaining({ id: series[2]?.id, reason: SERIES_EDIT_LEFT_REASONS.status }),
    ]);
    const [from, to] = iris.places;
    expect(await stopsOf(rideIds[3] ?? 0)).toEqual([`2030-06-14 08:30 @${to}`, `2030-06-14 09:30 @${from}`]);
    expect(await stopsOf(rideIds[1] ?? 0)).toEqual([`2030-06-07 08:30 @${to}`, `2030-06-07 09:30 @${from}`]);
    // Neither the earlier course nor the cancelled one moved; numbers and statuses stay each course's.
    expect(await stopsOf(rideIds[0] ?? 0)).toEqual(firstStopsBefore);
    expect(await stopsOf(rideIds[2] ?? 0)).toEqual(thirdBefore);
    const fourth = await rideRow(app, rideIds[3] ?? 0);
    expect(fourth.number).toBe(series[3]?.rides[0]?.number);
    expect((await rideRow(app, rideIds[2] ?? 0)).status).toBe('cancelled');
    // The passengers of the first stop: one, as edited (the segment's crew reached the later course).
    const fourthCourse = await app.inject({
      method: 'GET',
      url: `/api/taxi_courses/${series[3]?.id}`,
      headers: await as(app, 'dyspozytor'),
    });
    const segments = fourthCourse.json<{ rides: { segments: { employees: unknown[] }[] }[] }>().rides[0]
      ?.segments;
    expect(segments?.[0]?.employees).toHaveLength(1);
  });

  it('refuses a stale version (409), a stale If-Match (412) and other tenants (404), changing nothing', async () => {
    const series = await fourSeries('2030-07-01');
    const form = await editedForm(series, 0);
    const id = series[0]?.id ?? 0;
    const before = await writeCounts(app);
    const stale = await editFollowing('dyspozytor', id, { ...form, version: form.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<Record<string, string>>()['hydra:description']).toBe(HTTP_MESSAGES.stale);
    const { version: _version, ...unversioned } = form;
    const etag = await editFollowing('dyspozytor', id, unversioned, {
      'If-Match': `W/"${form.version + 1}"`,
    });
    expect(etag.statusCode).toBe(412);
    for (const login of ['firma.dbcargo', 'transport.slask'])
      expect((await editFollowing(login, id, form)).statusCode).toBe(404);
    expect((await editFollowing('kierowca', id, form)).statusCode).toBe(403);
    expect(await writeCounts(app)).toEqual(before);
    const rideIds = series.map((course) => course.rides[0]?.id ?? 0);
    for (const rideId of rideIds) expect((await stopsOf(rideId))[0]).toMatch(/ 08:00 /);
  });

  it('edits only the course itself when it belongs to no series', async () => {
    const { repeat: _repeat, ...single } = seriesPayload(iris, {}, '2030-08-05');
    const created = await app.inject({
      method: 'POST',
      url: '/api/taxi_courses',
      headers: await as(app, 'dyspozytor'),
      payload: single,
    });
    const course = created.json<{ id: number; rides: { '@id': string; number: string }[] }>();
    const ride = course.rides[0];
    const response = await editFollowing('dyspozytor', course.id, {
      ...single,
      version: (await courseRow(app, course.id)).version,
      rides: single.rides.map((each) => ({ ...each, id: ride?.['@id'], number: ride?.number })),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<SeriesEditResult>()).toMatchObject({ changed: [{ id: course.id }], left: [] });
  });
});
