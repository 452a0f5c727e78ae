import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxiCourseSeriesCreated } from '../../../domain/contract/course-series.schema';
import type { SeriesEditResult } from '../../../domain/contract/series-cancel.schema';
import { SERIES_EDIT_LEFT_REASONS } from '../../../domain/course-series/series-edit';
import { warsawParts } from '../../../domain/warsaw-time';
import { waypoints } from '../../db/course-schema';
import { HTTP_MESSAGES } from '../../http/messages';
import { as, buildWriteApp, demoIris, type DemoIris } from '../../test/course-writes/write-app.support';
import { courseRow, rideRow, transition, writeCounts } from '../../test/course-core/ride-states.support';
import { postSeries, seriesPayload } from '../../test/course-series/series.support';

let app: FastifyInstance;
let iris: DemoIris;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
});
afterAll(() => app.close());

type Series = TaxiCourseSeriesCreated['courses'];

/** A Mon/Fri series over two weeks from `day` (a Monday): four courses of one ride each. */
async function fourCourses(day: string): Promise<Series> {
  const response = await postSeries(
    app,
    'dyspozytor',
    seriesPayload(iris, { weekdays: ['Pn', 'Pt'], weeks: 2 }, day),
  );
  expect(response.statusCode).toBe(201);
  return response.json<TaxiCourseSeriesCreated>().courses;
}

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
    const series = await fourCourses('2030-06-03');
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
    const series = await fourCourses('2030-07-01');
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
