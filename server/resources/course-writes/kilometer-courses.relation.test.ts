/** 'Edycja relacji' of a kilometer course: `PUT api/kilometer_courses/{id}` (courses.md §6, §7). */
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KILOMETER_RELATION_REFUSALS } from '../../../domain/courses/kilometer-relation';
import { courses, rides, waypoints } from '../../db/course-schema';
import { events, passengers } from '../../db/schema';
import { HTTP_MESSAGES } from '../../http/messages';
import { bearer, createUser, login } from '../../test/factories.support';
import { as, buildWriteApp, companyId, demoIris } from '../../test/course-writes/write-app.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';

let app: FastifyInstance;
let iris: DemoIris;
/** A second employee of PKP Intercity with the kilometer role. */
let colleague: { passengerIri: string; headers: { authorization: string } };

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
  const intercity = await companyId(app, 'PKP Intercity');
  const user = await createUser(app.db, {
    roles: ['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE'],
    companyId: intercity,
  });
  const [passenger] = await app.db
    .insert(passengers)
    .values({ userId: user.id, employerId: intercity })
    .returning();
  if (!passenger) throw new Error('fixture');
  colleague = {
    passengerIri: `/api/passengers/${passenger.id}`,
    headers: bearer((await login(app, user.username)).token),
  };
});
afterAll(() => app.close());

interface Stop {
  id: number;
  time: string | null;
  place: { id: number } | null;
}
interface CourseBody {
  id: number;
  rides: {
    id: number;
    number: string;
    status: string;
    segments: { waypointStart: Stop; waypointEnd: Stop }[];
  }[];
}

const stopsOf = (body: CourseBody) => {
  const segments = body.rides[0]?.segments ?? [];
  const last = segments.at(-1);
  return [...segments.map((segment) => segment.waypointStart), ...(last ? [last.waypointEnd] : [])];
};

/** pasazer's three-stop course on 2030-05-06, with the colleague riding along when asked. */
async function createCourse(withColleague = false): Promise<CourseBody> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/kilometer_courses',
    headers: await as(app, 'pasazer'),
    payload: {
      fromStartingPlace: null,
      toStartingPlace: null,
      rides: [
        {
          number: null,
          waypoints: [
            {
              place: iris.places[0],
              date: '2030-05-06',
              time: '06:00',
              passengers: withColleague ? [colleague.passengerIri] : [],
            },
            { place: iris.places[1], date: '2030-05-06', time: '08:00' },
            { place: iris.places[0], date: '', time: '' },
          ],
        },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CourseBody>();
}

/** The edit form's payload: every stop with its id, the middle one moved to 09:15. */
function edited(course: CourseBody) {
  const ride = course.rides[0];
  if (!ride) throw new Error('fixture');
  const [a, b, c] = stopsOf(course);
  if (!a || !b || !c) throw new Error('fixture');
  const stop = (s: Stop, date: string, time: string) => ({
    id: `/api/waypoints/${s.id}`,
    place: s.place ? `/api/abstract_places/${s.place.id}` : null,
    date,
    time,
  });
  return {
    fromStartingPlace: null,
    toStartingPlace: null,
    rides: [
      {
        id: `/api/kilometer_course_rides/${ride.id}`,
        number: null,
        waypoints: [stop(a, '2030-05-06', '06:00'), stop(b, '2030-05-06', '09:15'), stop(c, '', '')],
      },
    ],
  };
}

const put = (id: number, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/kilometer_courses/${id}`, headers, payload });

async function snapshot(courseId: number) {
  const [course] = await app.db.select().from(courses).where(eq(courses.id, courseId));
  const rideRows = await app.db.select().from(rides).where(eq(rides.courseId, courseId));
  const stops = await app.db
    .select()
    .from(waypoints)
    .where(
      inArray(
        waypoints.rideId,
        rideRows.map((ride) => ride.id),
      ),
    )
    .orderBy(asc(waypoints.position));
  return { version: course?.version, stops };
}

describe('PUT /api/kilometer_courses/{id}: Edycja relacji', () => {
  it('lets the creator move a stop; kept stops keep their ids and reached marks', async () => {
    const course = await createCourse();
    const [a] = stopsOf(course);
    if (!a) throw new Error('fixture');
    const mark = new Date('2030-05-06T04:02:00.000Z');
    await app.db.update(waypoints).set({ achievedAtByDriver: mark }).where(eq(waypoints.id, a.id));
    const before = await snapshot(course.id);

    const response = await put(
      course.id,
      { ...(await as(app, 'pasazer')), 'if-match': 'W/"1"' },
      edited(course),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe('W/"2"');
    const body = response.json<CourseBody>();
    expect(stopsOf(body).map((stop) => stop.id)).toEqual(before.stops.map((stop) => stop.id));
    // 09:15 in Warsaw (CEST in May) is 07:15 UTC.
    expect(stopsOf(body)[1]?.time).toBe('2030-05-06T07:15:00.000Z');
    expect(body.rides[0]).toMatchObject({ number: course.rides[0]?.number, status: 'created' });
    const after = await snapshot(course.id);
    expect(after.stops[0]?.achievedAtByDriver?.toISOString()).toBe(mark.toISOString());
    const written = await app.db.select().from(events).where(eq(events.entityId, course.id));
    expect(written.map((event) => event.type)).toContain('course_update');
  });

  it('gives a new stop a new id and drops a stop left out', async () => {
    const course = await createCourse();
    const payload = edited(course);
    const [first, , last] = payload.rides[0]?.waypoints ?? [];
    if (!first || !last || !payload.rides[0]) throw new Error('fixture');
    payload.rides[0].waypoints = [first, { ...last, id: '', place: iris.places[1], date: '', time: '' }];
    const response = await put(course.id, await as(app, 'pasazer'), { ...payload, version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const ids = stopsOf(response.json<CourseBody>()).map((stop) => stop.id);
    const old = stopsOf(course).map((stop) => stop.id);
    expect(ids[0]).toBe(old[0]);
    expect(old).not.toContain(ids[1]);
  });

  it('refuses another passenger riding along, the railway company and a dispatcher, changing nothing', async () => {
    const course = await createCourse(true);
    const before = await snapshot(course.id);
    for (const headers of [colleague.headers, await as(app, 'firma'), await as(app, 'dyspozytor')]) {
      const response = await put(course.id, headers, { ...edited(course), version: 1 });
      expect(response.statusCode).toBe(403);
      expect(response.json<{ 'hydra:description': string }>()['hydra:description']).toBe(
        KILOMETER_RELATION_REFUSALS.forbidden,
      );
    }
    expect(await snapshot(course.id)).toEqual(before);
  });

  it('refuses transport companies: 403 to a superior contractor who sees it, 404 to the others', async () => {
    const course = await createCourse();
    const before = await snapshot(course.id);
    const status = async (username: string) =>
      (await put(course.id, await as(app, username), { ...edited(course), version: 1 })).statusCode;
    expect(await status('transport.nadrzedny')).toBe(403);
    expect(await status('transport')).toBe(404);
    expect(await status('kierowca')).toBe(404);
    expect(await snapshot(course.id)).toEqual(before);
  });

  it('refuses the creator once the ride is accepted for settlement', async () => {
    const course = await createCourse();
    await app.db.update(rides).set({ status: 'to_be_settled' }).where(eq(rides.courseId, course.id));
    const before = await snapshot(course.id);
    const response = await put(course.id, await as(app, 'pasazer'), { ...edited(course), version: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ 'hydra:description': string }>()['hydra:description']).toBe(
      KILOMETER_RELATION_REFUSALS.status,
    );
    expect(await snapshot(course.id)).toEqual(before);
  });

  it('refuses a stale version: 409 for the body, 412 for If-Match, in Polish', async () => {
    const course = await createCourse();
    expect(
      (await put(course.id, await as(app, 'pasazer'), { ...edited(course), version: 1 })).statusCode,
    ).toBe(200);
    const before = await snapshot(course.id);
    const stale = await put(course.id, await as(app, 'pasazer'), { ...edited(course), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ 'hydra:description': string }>()['hydra:description']).toBe(HTTP_MESSAGES.stale);
    const staleEtag = await put(
      course.id,
      { ...(await as(app, 'pasazer')), 'if-match': 'W/"1"' },
      edited(course),
    );
    expect(staleEtag.statusCode).toBe(412);
    expect(staleEtag.json<{ 'hydra:description': string }>()['hydra:description']).toBe(HTTP_MESSAGES.stale);
    expect(await snapshot(course.id)).toEqual(before);
  });

  it('answers 422 for a stop id of another course, a repeated one and an absurd one', async () => {
    const course = await createCourse();
    const other = stopsOf(await createCourse())[0];
    if (!other) throw new Error('fixture');
    const before = await snapshot(course.id);
    const foreign = edited(course);
    const repeated = edited(course);
    const absurd = edited(course);
    const [fa] = foreign.rides[0]?.waypoints ?? [];
    const [ra, rb] = repeated.rides[0]?.waypoints ?? [];
    const [aa] = absurd.rides[0]?.waypoints ?? [];
    if (!fa || !ra || !rb || !aa) throw new Error('fixture');
    fa.id = `/api/waypoints/${other.id}`;
    rb.id = ra.id;
    aa.id = '/api/waypoints/99999999999999';
    const cases: [object, string][] = [
      [foreign, 'rides[0].waypoints[0].id'],
      [repeated, 'rides[0].waypoints[1].id'],
      [absurd, 'rides[0].waypoints[0].id'],
    ];
    for (const [payload, path] of cases) {
      const response = await put(course.id, await as(app, 'pasazer'), { ...payload, version: 1 });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<{ violations: { propertyPath: string }[] }>().violations).toEqual([
        { propertyPath: path, message: 'Nieprawidłowa wartość' },
      ]);
    }
    expect(await snapshot(course.id)).toEqual(before);
  });
});
