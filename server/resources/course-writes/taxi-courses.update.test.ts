import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, rides } from '../../db/course-schema';
import { events } from '../../db/schema';
import {
  as,
  buildWriteApp,
  companyId,
  demoIris,
  taxiPayload,
} from '../../test/course-writes/write-app.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';

let app: FastifyInstance;
let iris: DemoIris;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
});
afterAll(() => app.close());

const STALE = 'Dane zostały w międzyczasie zmienione przez innego użytkownika. Odśwież i spróbuj ponownie.';

interface CourseBody {
  id: number;
  rides: { id: number; number: string }[];
}

async function create(): Promise<CourseBody> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/taxi_courses',
    headers: await as(app, 'dyspozytor'),
    payload: taxiPayload(iris),
  });
  expect(response.statusCode).toBe(201);
  return response.json<CourseBody>();
}

const put = async (username: string, id: number, payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'PUT',
    url: `/api/taxi_courses/${id}`,
    headers: { ...(await as(app, username)), ...headers },
    payload,
  });

async function courseRow(id: number) {
  const [row] = await app.db.select().from(courses).where(eq(courses.id, id));
  return row;
}

function renamed(course: CourseBody, number: string, extra: object = {}) {
  const payload = taxiPayload(iris);
  const [ride] = payload.rides;
  if (!ride) throw new Error('fixture');
  return {
    ...payload,
    ...extra,
    rides: [{ ...ride, id: `/api/taxi_course_rides/${course.rides[0]?.id}`, number }],
  };
}

describe('GET /api/taxi_courses/{id}', () => {
  it('answers a visible course with its ETag, 404 when missing or hidden', async () => {
    const course = await create();
    const ok = await app.inject({ url: `/api/taxi_courses/${course.id}`, headers: await as(app, 'firma') });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers.etag).toBe('W/"1"');
    expect(ok.json<{ '@context': string; id: number }>()).toMatchObject({
      '@context': '/api/contexts/TaxiCourse',
      id: course.id,
    });
    const hidden = await app.inject({
      url: `/api/taxi_courses/${course.id}`,
      headers: await as(app, 'podwykonawca'),
    });
    expect(hidden.statusCode).toBe(404);
    const missing = await app.inject({ url: '/api/taxi_courses/99999999', headers: await as(app, 'admin') });
    expect(missing.statusCode).toBe(404);
    const wrongType = await app.inject({
      url: `/api/kilometer_courses/${course.id}`,
      headers: await as(app, 'admin'),
    });
    expect(wrongType.statusCode).toBe(404);
  });
});

describe('PUT /api/taxi_courses/{id}', () => {
  it('replaces the rides keeping their ids, bumps the version and records course_update', async () => {
    const course = await create();
    const response = await put('dyspozytor', course.id, renamed(course, 'NOWY/2', { version: 1 }));
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('W/"2"');
    const body = response.json<CourseBody>();
    expect(body.rides).toHaveLength(1);
    expect(body.rides[0]).toMatchObject({ id: course.rides[0]?.id, number: 'NOWY/2' });
    expect((await courseRow(course.id))?.version).toBe(2);
    const written = await app.db
      .select({ type: events.type })
      .from(events)
      .where(and(eq(events.entityType, 'course'), eq(events.entityId, course.id)));
    expect(written.map((event) => event.type)).toEqual(['course_insert', 'course_update']);

    const ifMatch = await put('transport', course.id, renamed(course, 'NOWY/3'), { 'if-match': 'W/"2"' });
    expect(ifMatch.statusCode).toBe(200);
    expect(ifMatch.headers.etag).toBe('W/"3"');
  });

  it('refuses a stale version (409), a stale If-Match (412) or none (428) and writes nothing', async () => {
    const course = await create();
    const stale = await put('dyspozytor', course.id, renamed(course, 'X/1', { version: 7 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ 'hydra:description': string }>()['hydra:description']).toBe(STALE);
    const staleMatch = await put('dyspozytor', course.id, renamed(course, 'X/2'), { 'if-match': 'W/"5"' });
    expect(staleMatch.statusCode).toBe(412);
    expect(staleMatch.json<{ 'hydra:description': string }>()['hydra:description']).toBe(STALE);
    const missing = await put('dyspozytor', course.id, renamed(course, 'X/3'));
    expect(missing.statusCode).toBe(428);
    expect((await courseRow(course.id))?.version).toBe(1);
    const [ride] = await app.db.select().from(rides).where(eq(rides.courseId, course.id));
    expect(ride?.number).toBe(course.rides[0]?.number);
  });

  it('refuses other tenants and read-only parties', async () => {
    const course = await create();
    expect((await put('podwykonawca', course.id, renamed(course, 'Y/1', { version: 1 }))).statusCode).toBe(
      404,
    );
    expect((await put('firma', course.id, renamed(course, 'Y/2', { version: 1 }))).statusCode).toBe(403);
    // pasazer rides on the course (first demo passenger), so sees it but may not edit it.
    expect((await put('pasazer', course.id, renamed(course, 'Y/3', { version: 1 }))).statusCode).toBe(403);
    expect((await courseRow(course.id))?.version).toBe(1);
    // The course's own driver does not open the taxi course form (§6, row 622): 'Edycja relacji' is theirs.
    expect((await put('kierowca', course.id, renamed(course, 'Y/4', { version: 1 }))).statusCode).toBe(403);
  });

  it('lets the railway company change passengers and locomotives only (§6)', async () => {
    const course = await create();
    const crew = renamed(course, course.rides[0]?.number ?? '');
    const [ride] = crew.rides;
    const [first, second] = ride?.waypoints ?? [];
    if (!ride || !first || !second) throw new Error('fixture');
    const onlyCrew = {
      ...crew,
      rides: [
        { ...ride, waypoints: [{ ...first, passengers: [iris.passengers[1]], locomotives: [] }, second] },
      ],
    };
    const moved = {
      ...onlyCrew,
      rides: [{ ...ride, waypoints: [{ ...first, time: '07:00' }, second] }],
    };
    expect((await put('firma', course.id, moved, { 'If-Match': 'W/"1"' })).statusCode).toBe(403);
    const ok = await put('firma', course.id, onlyCrew, { 'If-Match': 'W/"1"' });
    expect(ok.statusCode).toBe(200);
    const body = ok.json<{ rides: { segments: { employees: { id: number }[] }[] }[] }>();
    expect(body.rides[0]?.segments[0]?.employees.map((person) => `/api/passengers/${person.id}`)).toEqual([
      iris.passengers[1],
    ]);
  });

  it('refuses a ride id of another course', async () => {
    const course = await create();
    const other = await create();
    const response = await put('dyspozytor', course.id, renamed(other, 'Z/1', { version: 1 }));
    expect(response.statusCode).toBe(422);
    expect(response.json<{ violations: { propertyPath: string }[] }>().violations).toEqual([
      { propertyPath: 'rides[0].id', message: 'Nieprawidłowa wartość' },
    ]);
  });
});

describe('DELETE /api/taxi_courses/{id}', () => {
  it('is for managers only and records course_delete', async () => {
    const course = await create();
    const url = `/api/taxi_courses/${course.id}`;
    expect((await app.inject({ method: 'DELETE', url, headers: await as(app, 'firma') })).statusCode).toBe(
      403,
    );
    expect(
      (await app.inject({ method: 'DELETE', url, headers: await as(app, 'transport') })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'DELETE', url, headers: await as(app, 'admin') })).statusCode).toBe(
      204,
    );
    expect(await courseRow(course.id)).toBeUndefined();
    const [event] = await app.db
      .select()
      .from(events)
      .where(and(eq(events.entityId, course.id), eq(events.type, 'course_delete')));
    expect(event?.entityType).toBe('course');
    expect((await app.inject({ method: 'DELETE', url, headers: await as(app, 'admin') })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/taxi_course_rides/{companyId}/{firstPlaceDate}', () => {
  it('proposes the next number of the month, 400 for a bad date, 404 for an unknown company', async () => {
    const intercity = await companyId(app, 'PKP Intercity');
    const headers = await as(app, 'dyspozytor');
    const first = await app.inject({ url: `/api/taxi_course_rides/${intercity}/2031-05-02`, headers });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ number: 'PI/0001/05/2031' });
    const payload = taxiPayload(iris);
    const ride = payload.rides[0];
    if (!ride) throw new Error('fixture');
    ride.number = 'PI/0041/05/2031';
    await app.inject({ method: 'POST', url: '/api/taxi_courses', headers, payload });
    const next = await app.inject({ url: `/api/taxi_course_rides/${intercity}/2031-05-20`, headers });
    expect(next.json()).toEqual({ number: 'PI/0042/05/2031' });
    expect(
      (await app.inject({ url: `/api/taxi_course_rides/${intercity}/2031-02-30`, headers })).statusCode,
    ).toBe(400);
    expect((await app.inject({ url: `/api/taxi_course_rides/${intercity}/jutro`, headers })).statusCode).toBe(
      400,
    );
    // A date half typed in the form ('0202' on the way to '2026'): a 400, not a 500.
    for (const typing of ['0202-11-24', '0020-11-24', '1999-12-31', '2100-01-01'])
      expect(
        (await app.inject({ url: `/api/taxi_course_rides/${intercity}/${typing}`, headers })).statusCode,
      ).toBe(400);
    expect((await app.inject({ url: '/api/taxi_course_rides/999999/2031-05-02', headers })).statusCode).toBe(
      404,
    );
    const cargo = await companyId(app, 'PKP Cargo');
    const firma = await as(app, 'firma');
    expect(
      (await app.inject({ url: `/api/taxi_course_rides/${cargo}/2031-05-02`, headers: firma })).statusCode,
    ).toBe(403);
  });
});
