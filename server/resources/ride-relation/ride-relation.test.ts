import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, rides, segments, waypoints } from '../../db/course-schema';
import { events, outboxMessages } from '../../db/schema';
import { buildWriteApp, demoIris, userId } from '../../test/course-writes/write-app.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';
import {
  createdStops,
  putRelation,
  relationCourse,
  stopRows,
  stopsBody,
} from '../../test/ride-relation/ride-relation.support';

let app: FastifyInstance;
let iris: DemoIris;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
});
afterAll(() => app.close());

interface RelationBody {
  '@id': string;
  '@type': string;
  id: number;
  courseId: number;
  version: number;
  startsAt: string;
  segments: { timeAndDistanceSource: string; distance: number | null; employees: { id: number }[] }[];
  waypoints: { '@id': string; id: number; time: string; achievedAtByDriver: string | null }[];
}

describe('PUT api/taxi_course_rides/{id} (Edycja relacji)', () => {
  it('lets a dispatcher add a stop with a passenger: kept stops keep their marks, segments re-estimated', async () => {
    const { courseId, rideId, a, b } = await relationCourse(app, 'accepted_by_driver');
    const reached = new Date('2030-03-07T07:02:00Z');
    await app.db.update(waypoints).set({ achievedAtByDriver: reached }).where(eq(waypoints.id, a));
    const [first, last] = createdStops(iris, a, b);
    if (!first || !last) throw new Error('fixture');
    const body = stopsBody(iris, [
      { ...first, time: '07:45' },
      { place: iris.places[1], time: '08:40', passengers: [iris.passengers[0]] },
      last,
    ]);

    const response = await putRelation(app, 'dyspozytor', rideId, { waypoints: body });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe('W/"2"');
    const ride = response.json<RelationBody>();
    expect(ride).toMatchObject({
      '@id': `/api/taxi_course_rides/${rideId}`,
      '@type': 'TaxiCourseRide',
      courseId,
      version: 2,
      startsAt: '2030-03-07T06:45:00.000Z',
    });
    expect(ride.waypoints.map((stop) => stop['@id'])).toEqual([
      `/api/waypoints/${a}`,
      expect.stringMatching(/^\/api\/waypoints\/\d+$/),
      `/api/waypoints/${b}`,
    ]);
    expect(ride.waypoints[0]?.achievedAtByDriver).toBe(reached.toISOString());
    expect(ride.segments).toHaveLength(2);
    // A -> the new stop crosses town; the new stop and B are the same place.
    expect(ride.segments.map((leg) => leg.timeAndDistanceSource)).toEqual(['estimated', 'estimated']);
    expect(ride.segments[0]?.distance).toBeGreaterThan(0);
    expect(ride.segments[1]?.distance).toBe(0);
    expect(ride.segments[1]?.employees.map((person) => `/api/passengers/${person.id}`)).toEqual([
      iris.passengers[0],
    ]);

    const [course] = await app.db.select().from(courses).where(eq(courses.id, courseId));
    expect(course?.version).toBe(2);
    const [row] = await app.db.select().from(rides).where(eq(rides.id, rideId));
    expect(row).toMatchObject({ status: 'accepted_by_driver', startsAt: new Date('2030-03-07T06:45:00Z') });
    const updates = await app.db
      .select()
      .from(events)
      .where(and(eq(events.entityId, courseId), eq(events.type, 'course_update')));
    expect(updates).toHaveLength(1);
  });

  it('accepts the ride version in the body instead of If-Match, and removing a stop drops it', async () => {
    const { rideId, a, b } = await relationCourse(app);
    const [first, last] = createdStops(iris, a, b);
    if (!first || !last) throw new Error('fixture');
    const added = await putRelation(
      app,
      'dyspozytor',
      rideId,
      {
        waypoints: stopsBody(iris, [first, { time: '09:00', passengers: [iris.passengers[1]] }, last]),
        version: 1,
      },
      {},
    );
    expect(added.statusCode, added.body).toBe(200);
    const middle = added.json<RelationBody>().waypoints[1]?.id;
    const removed = await putRelation(
      app,
      'dyspozytor',
      rideId,
      { waypoints: stopsBody(iris, [first, last]), version: 2 },
      {},
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await stopRows(app, rideId)).map((stop) => stop.id)).toEqual([a, b]);
    expect(middle).toBeDefined();
    expect(
      await app.db
        .select()
        .from(waypoints)
        .where(eq(waypoints.id, middle ?? 0)),
    ).toEqual([]);
    expect(await app.db.select().from(segments).where(eq(segments.rideId, rideId))).toHaveLength(1);
  });

  it('lets the contractor and the driver move places and times, and a superior contractor change passengers', async () => {
    const { rideId, a, b } = await relationCourse(app);
    const [first, last] = createdStops(iris, a, b);
    if (!first || !last) throw new Error('fixture');
    const moved = await putRelation(app, 'transport', rideId, {
      waypoints: stopsBody(iris, [{ ...first, place: iris.places[1], time: '08:10' }, last]),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const driver = await putRelation(
      app,
      'kierowca',
      rideId,
      { waypoints: stopsBody(iris, [{ ...first, time: '08:20' }, last]) },
      { 'If-Match': 'W/"2"' },
    );
    expect(driver.statusCode, driver.body).toBe(200);
    const superior = await putRelation(
      app,
      'transport.nadrzedny',
      rideId,
      { waypoints: stopsBody(iris, [{ ...first, passengers: [iris.passengers[1]] }, last]) },
      { 'If-Match': 'W/"3"' },
    );
    expect(superior.statusCode, superior.body).toBe(200);
    expect(
      superior.json<RelationBody>().segments[0]?.employees.map((p) => `/api/passengers/${p.id}`),
    ).toEqual([iris.passengers[1]]);
  });

  it('tells the driver of a moved stop, as the course form does (row 649)', async () => {
    const { rideId, a, b } = await relationCourse(app, 'accepted_by_driver');
    const [first, last] = createdStops(iris, a, b);
    if (!first || !last) throw new Error('fixture');
    const before = await app.db.select({ id: outboxMessages.id }).from(outboxMessages);
    const since = Math.max(0, ...before.map((row) => row.id));
    const moved = await putRelation(app, 'dyspozytor', rideId, {
      waypoints: stopsBody(iris, [{ ...first, time: '08:30' }, last]),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const sent = await app.db
      .select()
      .from(outboxMessages)
      .where(and(gt(outboxMessages.id, since), eq(outboxMessages.relatedType, 'ride')));
    const driver = await userId(app, 'kierowca');
    const toDriver = sent.filter((message) => message.recipientUserId === driver);
    expect(toDriver.length, JSON.stringify(sent)).toBeGreaterThan(0);
    expect(toDriver[0]?.body).toContain('Zmiany: A 08:00 → 08:30.');
  });
});
