import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_MESSAGES } from '../../../domain/courses/course-messages';
import { courses, rides, segments } from '../../db/course-schema';
import { companies, drivers, events, places, userPhones, users } from '../../db/schema';
import { as, buildWriteApp, demoIris, taxiPayload, userId } from '../../test/course-writes/write-app.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';
import type { Violations } from '../../test/hydra-answers.support';

let app: FastifyInstance;
let iris: DemoIris;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
});
afterAll(() => app.close());

interface CourseBody {
  '@context': string;
  '@id': string;
  '@type': string;
  id: number;
  contractor: { id: number } | null;
  driver: { name: string } | null;
  rides: {
    id: number;
    number: string;
    status: string;
    startsAt: string;
    segments: {
      distance: number | null;
      time: number | null;
      timeAndDistanceSource: string;
      employees: { id: number }[];
      locomotives: { id: number }[];
    }[];
  }[];
}

const post = async (username: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/taxi_courses',
    headers: await as(app, username),
    payload: payload as object,
  });

const userIdOf = (username: string) => userId(app, username);
const violationsOf = (body: string) => (JSON.parse(body) as Violations).violations;

describe('POST /api/taxi_courses', () => {
  it('creates the course with §4 defaults, estimated segments and a course_insert event', async () => {
    const before = Date.now();
    const payload = taxiPayload(iris);
    const response = await post('dyspozytor', payload);
    expect(response.statusCode).toBe(201);
    expect(response.headers.etag).toBe('W/"1"');
    const body = response.json<CourseBody>();
    expect(body['@context']).toBe('/api/contexts/TaxiCourse');
    expect(body['@type']).toBe('TaxiCourse');
    expect(body['@id']).toBe(`/api/taxi_courses/${body.id}`);
    expect(body.contractor?.id).toBe(Number(iris.taxiTrans.split('/').pop()));
    expect(body.driver?.name).toBe('Paweł Zieliński');
    const [ride] = body.rides;
    expect(ride?.number).toBe(payload.rides[0]?.number);
    expect(ride?.status).toBe('planning');
    expect(ride?.startsAt).toBe('2030-03-07T07:00:00.000Z');
    const [segment] = ride?.segments ?? [];
    expect(segment?.timeAndDistanceSource).toBe('estimated');
    expect(segment?.distance).toBeGreaterThan(0);
    expect(segment?.time).toBe(Math.round(((segment?.distance ?? 0) / 60) * 3600));
    expect(segment?.employees).toHaveLength(2);
    expect(segment?.locomotives).toHaveLength(1);

    const [row] = await app.db.select().from(rides).where(eq(rides.courseId, body.id));
    const deadline = row?.driverHasToAcceptAt?.getTime() ?? 0;
    expect(deadline).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);
    const written = await app.db
      .select()
      .from(events)
      .where(and(eq(events.entityType, 'course'), eq(events.entityId, body.id)));
    expect(written.map((event) => event.type)).toEqual(['course_insert']);
  });

  it('falls back to empty distance and time when a place has no coordinates', async () => {
    const [place] = await app.db
      .insert(places)
      .values({ type: 'place', name: 'Bez współrzędnych' })
      .returning();
    const payload = taxiPayload(iris);
    const stop = payload.rides[0]?.waypoints[1];
    if (!stop || !place) throw new Error('fixture');
    stop.place = `/api/abstract_places/${place.id}`;
    const response = await post('dyspozytor', payload);
    expect(response.statusCode).toBe(201);
    const [saved] = await app.db
      .select()
      .from(segments)
      .innerJoin(rides, eq(rides.id, segments.rideId))
      .where(eq(rides.courseId, response.json<CourseBody>().id));
    expect(saved?.segments).toMatchObject({ distance: null, time: null, timeAndDistanceSource: 'fallback' });
  });

  it('reports every §5 rule with its Polish message and field path', async () => {
    const response = await post('dyspozytor', {
      company: '',
      rides: [
        {
          number: '1',
          waypoints: [
            { place: iris.places[0], date: '2030-03-07', time: '', passengers: [] },
            { place: iris.places[1], date: '2030-03-07', time: '09:00' },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response.body)).toEqual(
      expect.arrayContaining([
        { propertyPath: 'company', message: COURSE_MESSAGES.companyRequired },
        { propertyPath: 'rides[0].waypoints[0].passengers', message: COURSE_MESSAGES.passengerRequired },
        { propertyPath: 'rides[0].waypoints[0].time', message: COURSE_MESSAGES.timeOnStops },
        { propertyPath: 'rides[0].fromStartingBase', message: COURSE_MESSAGES.startingBaseRequired },
      ]),
    );
  });

  it('refuses a ride without two consecutive stops with a place, creating nothing (issue 31, row 620)', async () => {
    const before = (await app.db.select().from(courses)).length;
    const payload = taxiPayload(iris);
    const [ride] = payload.rides;
    const [first, second] = ride?.waypoints ?? [];
    if (!ride || !first || !second) throw new Error('fixture');
    const response = await post('dyspozytor', {
      ...payload,
      rides: [{ ...ride, waypoints: [first, { ...second, place: null }] }],
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response.body)).toEqual([
      { propertyPath: 'rides[0].waypoints[1].place', message: COURSE_MESSAGES.consecutivePlaces },
    ]);
    expect((await app.db.select().from(courses)).length).toBe(before);
  });

  it('refuses a stop earlier than the previous one with 422 on its time (row 138), creating nothing', async () => {
    const before = (await app.db.select().from(courses)).length;
    const payload = taxiPayload(iris);
    const [ride] = payload.rides;
    const [first, second] = ride?.waypoints ?? [];
    if (!ride || !first || !second) throw new Error('fixture');
    const response = await post('dyspozytor', {
      ...payload,
      rides: [
        {
          ...ride,
          waypoints: [
            { ...first, time: '10:00' },
            { ...second, time: '08:00' },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response.body)).toEqual([
      { propertyPath: 'rides[0].waypoints[1].time', message: COURSE_MESSAGES.stopBeforePrevious },
    ]);
    expect((await app.db.select().from(courses)).length).toBe(before);
  });

  it('refuses unknown IRIs with Nieprawidłowa wartość on their path', async () => {
    const payload = taxiPayload(iris);
    const stop = payload.rides[0]?.waypoints[0];
    if (!stop) throw new Error('fixture');
    stop.passengers = ['/api/passengers/999999'];
    const response = await post('dyspozytor', {
      ...payload,
      contractor: '/api/companies/999999',
      driver: null,
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response.body)).toEqual([
      { propertyPath: 'contractor', message: 'Nieprawidłowa wartość' },
      { propertyPath: 'rides[0].waypoints[0].passengers', message: 'Nieprawidłowa wartość' },
    ]);
  });

  it('answers 422, never 500, for wrong types and huge strings', async () => {
    const huge = 'x'.repeat(100_000);
    for (const payload of [
      { ...taxiPayload(iris), company: 5 },
      { ...taxiPayload(iris), rides: 'x' },
      { ...taxiPayload(iris), company: huge },
      { ...taxiPayload(iris), driverPhoneNumber: huge },
      [],
      { ...taxiPayload(iris), rides: [{ number: huge, waypoints: [null, 3] }] },
      { ...taxiPayload(iris), contractor: '/api/companies/99999999999', driver: null },
    ]) {
      const response = await post('dyspozytor', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
    }
  });

  it('refuses drivers and passengers', async () => {
    expect((await post('kierowca', taxiPayload(iris))).statusCode).toBe(403);
    expect((await post('pasazer', taxiPayload(iris))).statusCode).toBe(403);
  });

  it('lets a company order for itself only', async () => {
    expect((await post('firma', taxiPayload(iris))).statusCode).toBe(201);
    const other = await post('firma', {
      ...taxiPayload(iris),
      company: iris.cargo,
      contractor: null,
      driver: null,
    });
    expect(other.statusCode).toBe(403);
  });

  it('refuses a contractor the user may not choose', async () => {
    const response = await post('firma', { ...taxiPayload(iris), contractor: iris.transSlask, driver: null });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response.body)).toEqual([
      { propertyPath: 'contractor', message: 'Nieprawidłowa wartość' },
    ]);
  });

  it('refuses a driver of another transport company and a subcontractor without a contractor', async () => {
    const [other] = await app.db
      .select({ id: drivers.id })
      .from(drivers)
      .innerJoin(users, eq(users.id, drivers.userId))
      .where(eq(users.username, 'janusz.czarnecki'));
    const response = await post('dyspozytor', {
      ...taxiPayload(iris),
      driver: `/api/drivers/${other?.id ?? 0}`,
      subcontractor: iris.transSlask,
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response.body)).toEqual([
      { propertyPath: 'subcontractor', message: 'Nieprawidłowa wartość' },
      { propertyPath: 'driver', message: 'Nieprawidłowa wartość' },
    ]);
  });

  it('refuses a driver no message of the course can reach, and creates nothing (issue 31)', async () => {
    const kierowca = await userIdOf('kierowca');
    const [account] = await app.db.select().from(users).where(eq(users.id, kierowca));
    const phones = await app.db.select().from(userPhones).where(eq(userPhones.userId, kierowca));
    const taxiTrans = Number(iris.taxiTrans.split('/').pop());
    const [contractor] = await app.db.select().from(companies).where(eq(companies.id, taxiTrans));
    const coursesNow = async () => (await app.db.select({ id: courses.id }).from(courses)).length;
    await app.db.update(users).set({ email: null }).where(eq(users.id, kierowca));
    try {
      // A phone alone reaches the driver only where the contractor sends its employees SMS.
      await app.db
        .update(companies)
        .set({ courseEmployeeSmsNotification: false })
        .where(eq(companies.id, taxiTrans));
      const before = await coursesNow();
      const refused = await post('dyspozytor', taxiPayload(iris));
      expect(refused.statusCode).toBe(422);
      expect(violationsOf(refused.body)).toEqual([
        { propertyPath: 'driver', message: COURSE_MESSAGES.driverUnreachable },
      ]);
      expect(await coursesNow()).toBe(before);
      // Without the driver the course is ordered; with SMS on, the phone reaches the driver.
      expect((await post('dyspozytor', { ...taxiPayload(iris), driver: null })).statusCode).toBe(201);
      await app.db
        .update(companies)
        .set({ courseEmployeeSmsNotification: true })
        .where(eq(companies.id, taxiTrans));
      expect(phones.some((phone) => phone.main)).toBe(true);
      expect((await post('dyspozytor', taxiPayload(iris))).statusCode).toBe(201);
    } finally {
      await app.db
        .update(users)
        .set({ email: account?.email ?? null })
        .where(eq(users.id, kierowca));
      await app.db
        .update(companies)
        .set({ courseEmployeeSmsNotification: contractor?.courseEmployeeSmsNotification ?? false })
        .where(eq(companies.id, taxiTrans));
    }
  });

  it('refuses an anonymous request with 401', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/taxi_courses',
      payload: taxiPayload(iris),
    });
    expect(response.statusCode).toBe(401);
  });
});
