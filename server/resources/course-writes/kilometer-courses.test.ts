import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_MESSAGES } from '../../../domain/courses/course-messages';
import { courses } from '../../db/course-schema';
import { events } from '../../db/schema';
import { as, buildWriteApp, demoIris } from '../../test/course-writes/write-app.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';

let app: FastifyInstance;
let iris: DemoIris;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
});
afterAll(() => app.close());

interface CourseBody {
  '@type': string;
  id: number;
  rides: { id: number; number: string; status: string; segments: { employees: { id: number }[] }[] }[];
}

const payload = () => ({
  fromStartingPlace: null,
  toStartingPlace: null,
  rides: [
    {
      number: '',
      waypoints: [
        { place: iris.places[0], date: '2030-04-02', time: '06:00' },
        { place: iris.places[1], date: '', time: '' },
      ],
    },
  ],
});

const post = async (username: string, body: object) =>
  app.inject({
    method: 'POST',
    url: '/api/kilometer_courses',
    headers: await as(app, username),
    payload: body,
  });

describe('POST /api/kilometer_courses', () => {
  it('creates the passenger’s course: company, created status, numbered ride, insert event', async () => {
    const response = await post('pasazer', payload());
    expect(response.statusCode).toBe(201);
    const body = response.json<CourseBody>();
    expect(body['@type']).toBe('KilometerCourse');
    const [ride] = body.rides;
    expect(ride?.status).toBe('created');
    expect(ride?.number).toMatch(/^PI\/[0-9]{4}\/04\/2030$/);
    expect(ride?.segments[0]?.employees).toHaveLength(1);
    const [row] = await app.db.select().from(courses).where(eq(courses.id, body.id));
    const [intercity] = iris.company.split('/').slice(-1).map(Number);
    expect(row).toMatchObject({ type: 'kilometer', companyId: intercity });
    const written = await app.db.select().from(events).where(eq(events.entityId, body.id));
    expect(written.map((event) => event.type)).toContain('course_insert');
  });

  it('needs a time on at least one stop', async () => {
    const body = payload();
    const stop = body.rides[0]?.waypoints[0];
    if (!stop) throw new Error('fixture');
    stop.date = '';
    stop.time = '';
    const response = await post('pasazer', body);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ violations: unknown[] }>().violations).toEqual([
      { propertyPath: 'rides[0].waypoints[0].time', message: COURSE_MESSAGES.timeOnStops },
    ]);
  });

  it('is refused to a dispatcher and a driver', async () => {
    expect((await post('dyspozytor', payload())).statusCode).toBe(403);
    expect((await post('kierowca', payload())).statusCode).toBe(403);
  });
});

describe('PUT /api/kilometer_courses/{id}', () => {
  it('lets the creator edit at the current version, keeping the ride', async () => {
    const created = (await post('pasazer', payload())).json<CourseBody>();
    const ride = created.rides[0];
    const body = payload();
    const first = body.rides[0];
    if (!ride || !first) throw new Error('fixture');
    const update = {
      ...body,
      version: 1,
      rides: [{ ...first, id: `/api/kilometer_course_rides/${ride.id}` }],
    };
    const url = `/api/kilometer_courses/${created.id}`;
    const response = await app.inject({
      method: 'PUT',
      url,
      headers: await as(app, 'pasazer'),
      payload: update,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('W/"2"');
    expect(response.json<CourseBody>().rides[0]).toMatchObject({
      id: ride.id,
      number: ride.number,
      status: 'created',
    });
    const stale = await app.inject({
      method: 'PUT',
      url,
      headers: await as(app, 'pasazer'),
      payload: update,
    });
    expect(stale.statusCode).toBe(409);
    const admin = await app.inject({
      method: 'PUT',
      url,
      headers: await as(app, 'admin'),
      payload: { ...update, version: 2 },
    });
    expect(admin.statusCode).toBe(403);
    const stranger = await app.inject({
      method: 'PUT',
      url,
      headers: await as(app, 'transport'),
      payload: update,
    });
    expect(stranger.statusCode).toBe(404);
    const get = await app.inject({ url, headers: await as(app, 'pasazer') });
    expect(get.statusCode).toBe(200);
  });
});
