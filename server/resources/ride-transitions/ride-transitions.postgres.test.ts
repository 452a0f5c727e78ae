/**
 * The concurrency claims on a real PostgreSQL, where transactions truly overlap (PGlite runs them one
 * after another). Part of `npm test`: `node --import tsx scripts/test-postgres.ts` starts a throwaway
 * PostgreSQL and runs the `postgres` Vitest project with TEST_POSTGRES_URL; the database is emptied
 * first. Two app instances on one database stand for two API processes.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCourses } from '../../seed/courses';
import { seedDemo } from '../../seed/demo';
import { expireAcceptances } from '../../jobs/acceptance-deadline';
import { createTestApp } from '../../test/factories.support';
import { emptyPostgres, requiredPostgresUrl } from '../../test/postgres-url.support';
import { as, demoIris, taxiPayload } from '../../test/course-writes/write-app.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';
import {
  moveRide,
  relationCourse,
  relationPlaces,
  storedLegs,
} from '../../test/course-core/relation.support';
import type { RelationCourseJson } from '../../test/course-core/relation.support';
import {
  messagesAbout,
  rideIn,
  rideRow,
  transition,
  writeCounts,
} from '../../test/course-core/ride-states.support';

const url = requiredPostgresUrl();
const NOW = new Date();

let one: FastifyInstance;
let two: FastifyInstance;
let iris: DemoIris;

describe('ride transitions on PostgreSQL, two processes', () => {
  beforeAll(async () => {
    await emptyPostgres(url);
    one = await createTestApp({ databaseUrl: url });
    await one.ready();
    two = await createTestApp({ databaseUrl: url });
    await two.ready();
    await seedDemo(one.db);
    await seedDemoCourses(one.db);
    iris = await demoIris(one);
    await expireAcceptances(one.db, NOW);
  }, 120_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('lets exactly one of ten simultaneous accepts win', async () => {
    const { rideId } = await rideIn(one, { status: 'waiting_for_transport_company_acceptance' });
    const counts = await writeCounts(one);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => transition(i % 2 ? two : one, 'transport', rideId, 'accept')),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(9).fill(409)]);
    expect((await rideRow(one, rideId)).status).toBe('accepted_by_transport_company');
    expect((await writeCounts(one)).events).toBe(counts.events + 1);
  });

  it('lets an accept and a decline race without both writing', async () => {
    const { rideId } = await rideIn(one, { status: 'waiting_for_transport_company_acceptance' });
    const answers = await Promise.all([
      transition(one, 'transport', rideId, 'accept'),
      transition(two, 'transport', rideId, 'decline'),
      transition(two, 'transport', rideId, 'accept'),
      transition(one, 'transport', rideId, 'decline'),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const status = (await rideRow(one, rideId)).status;
    expect((await messagesAbout(one, rideId)).length).toBe(
      status === 'declined_by_transport_company' ? 1 : 0,
    );
  });

  it('never deadlocks a course PUT against a transition: the later one sees a stale version', async () => {
    const { courseId, rideId } = await rideIn(one, { status: 'accepted_by_driver' });
    const current = await one.inject({
      url: `/api/taxi_courses/${courseId}`,
      headers: await as(one, 'dyspozytor'),
    });
    const etag = current.headers.etag;
    if (typeof etag !== 'string') throw new Error('no etag');
    const payload = { ...taxiPayload(iris) };
    const [ride] = payload.rides;
    if (!ride) throw new Error('fixture');
    const put = one.inject({
      method: 'PUT',
      url: `/api/taxi_courses/${courseId}`,
      headers: { ...(await as(one, 'dyspozytor')), 'if-match': etag },
      payload: {
        ...payload,
        rides: [{ ...ride, id: `/api/taxi_course_rides/${rideId}`, status: 'accepted_by_driver' }],
      },
    });
    const [edited, cancelled] = await Promise.all([put, transition(two, 'dyspozytor', rideId, 'cancel')]);
    expect(cancelled.statusCode).toBe(200);
    // The PUT ran first (the cancel still applies) or found the course changed (412 read, 409 write).
    expect([200, 409, 412]).toContain(edited.statusCode);
    expect((await rideRow(one, rideId)).status).toBe('cancelled');
  });

  it('stores the driver relation of a transfer and serves it through the pg driver', async () => {
    const setup = { app: one, iris, place: await relationPlaces(one) };
    const target = await relationCourse(setup, ['0 08:00 > 1 09:00']);
    const source = await relationCourse(setup, ['1 09:00 > 2 10:00']);
    const moved = await moveRide(two, 'dyspozytor', source.rideIds[0] ?? 0, target.courseId);
    expect(moved.statusCode).toBe(200);
    expect(await storedLegs(one, target.courseId)).toHaveLength(2);
    const read = await one.inject({
      url: `/api/taxi_courses/${target.courseId}`,
      headers: await as(one, 'dyspozytor'),
    });
    const course = read.json<RelationCourseJson>();
    expect(course.rides.map((ride) => ride.driverSegments.length)).toEqual([1, 1]);
    expect(course.driverDistanceSum).toBeGreaterThan(0);
  });

  it('expires each overdue ride once with four workers in two processes', async () => {
    const created = [];
    for (let i = 0; i < 12; i++)
      created.push(
        await rideIn(one, {
          status: 'waiting_for_transport_company_acceptance',
          startsAt: new Date(NOW.getTime() - 3600_000),
        }),
      );
    const results = await Promise.all([
      expireAcceptances(one.db, NOW, { batchSize: 2 }),
      expireAcceptances(two.db, NOW, { batchSize: 2 }),
      expireAcceptances(one.db, NOW, { batchSize: 3 }),
      expireAcceptances(two.db, NOW, { batchSize: 3 }),
    ]);
    expect(results.reduce((sum, result) => sum + result.rides, 0)).toBe(12);
    for (const { rideId } of created) {
      expect((await rideRow(one, rideId)).status).toBe('not_accepted_by_transport_company');
      expect(await messagesAbout(one, rideId)).toHaveLength(2);
    }
  });

  it('gives ten simultaneous courses proposed the same number ten different numbers (row 139)', async () => {
    const base = taxiPayload(iris);
    const payload = { ...base, rides: base.rides.map((ride) => ({ ...ride, number: 'PI/0500/03/2030' })) };
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const app = i % 2 ? two : one;
        return app.inject({
          method: 'POST',
          url: '/api/taxi_courses',
          headers: await as(app, 'dyspozytor'),
          payload,
        });
      }),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(10).fill(201));
    const numbers = answers.map((answer) => answer.json<{ rides: { number: string }[] }>().rides[0]?.number);
    expect(new Set(numbers).size).toBe(10);
    expect(numbers).toContain('PI/0500/03/2030');
  });
});
