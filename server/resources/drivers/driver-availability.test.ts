import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVER_ABSENCE_MESSAGES, isDriverAbsentOn } from '../../../domain/people/driver-absence';
import { courses } from '../../db/course-schema';
import { driverAbsences } from '../../db/drivers-admin-schema';
import { drivers } from '../../db/schema';
import { as, buildWriteApp, demoIris, taxiPayload } from '../../test/course-writes/write-app.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';
import { absentOnAnyOf } from './driver-absences.repository';
import type { Violations } from '../../test/hydra-answers.support';

let app: FastifyInstance;
let iris: DemoIris;
let driverId: number;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
  driverId = Number(iris.driver.split('/').pop());
  // 'kierowca' is away 2030-03-07 .. 2030-03-09 (the fixture course runs on 2030-03-07).
  await app.db.insert(driverAbsences).values({ driverId, dateFrom: '2030-03-07', dateTo: '2030-03-09' });
});
afterAll(() => app.close());

const driverIdsAvailableOn = async (days: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/drivers?pagination=false&availableOn=${days}`,
    headers: await as(app, 'transport'),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ 'hydra:member': { id: number }[] }>()['hydra:member'].map((m) => m.id);
};

/** The fixture course with its one ride starting at `date` `time` (Warsaw). */
const startingAt = (date: string, time: string, extra: object = {}) => {
  const payload = taxiPayload(iris);
  const [ride] = payload.rides;
  const [first, second] = ride?.waypoints ?? [];
  if (!ride || !first || !second) throw new Error('fixture');
  return {
    ...payload,
    ...extra,
    rides: [
      {
        ...ride,
        waypoints: [
          { ...first, date, time },
          { ...second, date, time: '23:59' },
        ],
      },
    ],
  };
};

const post = async (payload: object) =>
  app.inject({ method: 'POST', url: '/api/taxi_courses', headers: await as(app, 'dyspozytor'), payload });

describe('GET /api/drivers?availableOn', () => {
  it('leaves the driver out on the first and last day of the absence only', async () => {
    expect(await driverIdsAvailableOn('2030-03-07')).not.toContain(driverId);
    expect(await driverIdsAvailableOn('2030-03-09')).not.toContain(driverId);
    expect(await driverIdsAvailableOn('2030-03-06')).toContain(driverId);
    expect(await driverIdsAvailableOn('2030-03-10')).toContain(driverId);
    // Any of several ride days is enough to leave them out.
    expect(await driverIdsAvailableOn('2030-03-01,2030-03-08')).not.toContain(driverId);
  });

  it('refuses malformed days with a Polish 400', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/drivers?availableOn=2030-02-30',
      headers: await as(app, 'transport'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ 'hydra:description': string }>()['hydra:description']).toContain('availableOn');
  });
});

describe('a course write with an absent driver', () => {
  it('is refused (422 on driver) for a ride starting on an absence day, writing nothing', async () => {
    const [before] = await app.db.select({ n: sql<number>`count(*)::int` }).from(courses);
    const response = await post(startingAt('2030-03-09', '08:00'));
    expect(response.statusCode).toBe(422);
    expect(response.json<Violations>().violations).toEqual([
      { propertyPath: 'driver', message: DRIVER_ABSENCE_MESSAGES.absent },
    ]);
    const [after] = await app.db.select({ n: sql<number>`count(*)::int` }).from(courses);
    expect(after?.n).toBe(before?.n);
  });

  it('reads the day in Polish time: 00:30 on the day after the absence is free, 23:59 on its last day is not', async () => {
    expect((await post(startingAt('2030-03-10', '00:30'))).statusCode).toBe(201);
    expect((await post(startingAt('2030-03-09', '23:59'))).statusCode).toBe(422);
    expect((await post(startingAt('2030-03-06', '23:59'))).statusCode).toBe(201);
  });

  it('is accepted without the driver', async () => {
    expect((await post(startingAt('2030-03-08', '08:00', { driver: null }))).statusCode).toBe(201);
  });

  it('keeps a course the driver already had on that day editable, but refuses a move into the absence', async () => {
    const created = await post(startingAt('2030-03-12', '08:00'));
    expect(created.statusCode).toBe(201);
    const course = created.json<{ id: number; rides: { id: number }[] }>();
    const rideIri = `/api/taxi_course_rides/${course.rides[0]?.id}`;
    const put = async (date: string, version: number) => {
      const payload = startingAt(date, '08:00', { version });
      return app.inject({
        method: 'PUT',
        url: `/api/taxi_courses/${course.id}`,
        headers: await as(app, 'dyspozytor'),
        payload: { ...payload, rides: payload.rides.map((ride) => ({ ...ride, id: rideIri })) },
      });
    };
    const moved = await put('2030-03-08', 1);
    expect(moved.statusCode).toBe(422);
    // An absence entered after the assignment does not block unrelated edits of that day.
    await app.db.insert(driverAbsences).values({ driverId, dateFrom: '2030-03-12', dateTo: '2030-03-12' });
    expect((await put('2030-03-12', 1)).statusCode).toBe(200);
    const [row] = await app.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.version).toBe(2);
  });
});

describe('absentOnAnyOf (SQL) equals isDriverAbsentOn (domain)', () => {
  const DAY_MS = 86_400_000;
  const dayAt = (offset: number) =>
    new Date(Date.UTC(2031, 0, 1) + offset * DAY_MS).toISOString().slice(0, 10);

  it('agrees on random absences and days, first and last days included', async () => {
    // A driver of its own for this test: its absences are replaced on every run.
    const [other] = await app.db
      .select({ id: drivers.id })
      .from(drivers)
      .where(sql`${drivers.id} <> ${driverId}`);
    if (!other) throw new Error('demo data: a second driver');
    const subject = other.id;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 10 })), {
          maxLength: 4,
        }),
        fc.array(fc.integer({ min: -3, max: 75 }), { minLength: 1, maxLength: 3 }),
        async (spans, offsets) => {
          const absences = spans.map(([start, length]) => ({
            dateFrom: dayAt(start),
            dateTo: dayAt(start + length),
          }));
          const days = offsets.map(dayAt);
          await app.db.delete(driverAbsences).where(eq(driverAbsences.driverId, subject));
          if (absences.length > 0)
            await app.db.insert(driverAbsences).values(absences.map((a) => ({ driverId: subject, ...a })));
          const [result] = await app.db
            .select({ absent: sql<boolean>`${absentOnAnyOf(drivers.id, days)}` })
            .from(drivers)
            .where(eq(drivers.id, subject));
          expect(result?.absent).toBe(days.some((day) => isDriverAbsentOn(absences, day)));
        },
      ),
      { numRuns: 60 },
    );
    await app.db.delete(driverAbsences).where(eq(driverAbsences.driverId, subject));
  });
});
