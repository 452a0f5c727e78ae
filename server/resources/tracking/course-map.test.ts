/**
 * Issue 35 part 1, the dispatcher's map and the passengers' start notice: `GET api/course_positions/latest`
 * answers the courses in progress the caller's list shows (rows 823-826), and the driver's start
 * queues each passenger's tracking link once (row 827).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarPositions } from '../../../domain/contract/tracking.schema';
import { HTTP_MESSAGES } from '../../http/messages';
import { coursePositions, courses, rides, waypoints } from '../../db/course-schema';
import { outboxMessages, passengers, places, userPhones, users } from '../../db/schema';
import { as, userId } from '../../test/course-writes/write-app.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';
import { buildTrackingApp, passengerIdOf, trackedCourse } from '../../test/tracking/tracking-course.support';
import { START_NOTICE_TYPE } from '../course-core/passenger-start-notice';
import { trackingToken } from '../course-core/tracking-tokens';

let app: FastifyInstance;
let iris: DemoIris;
let pasazerIri: string;

beforeAll(async () => {
  ({ app, iris, pasazerIri } = await buildTrackingApp());
});
afterAll(() => app.close());

const course = (start: boolean, passenger = pasazerIri) => trackedCourse(app, iris, { start, passenger });
const MINUTE = 60_000;

async function map(login: string | null, query = '') {
  const headers = login ? await as(app, login) : {};
  return app.inject({ method: 'GET', url: `/api/course_positions/latest${query}`, headers });
}
const cars = async (login: string, query = '') => {
  const response = await map(login, query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as CarPositions)['hydra:member'];
};

describe('the map of cars in progress', () => {
  it('shows the dispatcher and the executing transport company the latest position, driver and number', async () => {
    const running = await course(true);
    const waiting = await course(false);
    const reading = { courseId: running.courseId, accuracy: 10 };
    await app.db.insert(coursePositions).values([
      { ...reading, latitude: 52.1, longitude: 21.1, at: new Date(Date.now() - MINUTE) },
      { ...reading, latitude: 52.2, longitude: 21.0, at: new Date() },
    ]);
    const [ride] = await app.db
      .select({ number: rides.number })
      .from(rides)
      .where(eq(rides.courseId, running.courseId));
    for (const login of ['dyspozytor', 'admin', 'transport']) {
      const seen = await cars(login);
      const car = seen.find((row) => row.courseId === running.courseId);
      expect(car, login).toMatchObject({
        number: ride?.number,
        driver: expect.stringMatching(/\S+ \S+/) as unknown,
        position: { latitude: 52.2, longitude: 21.0 },
      });
      // A course not started is not on the map.
      expect(
        seen.some((row) => row.courseId === waiting.courseId),
        login,
      ).toBe(false);
    }
  });

  it("applies the list's search and filters (row 867), refusing a bad one with 400", async () => {
    const running = await course(true);
    const [ride] = await app.db.select().from(rides).where(eq(rides.courseId, running.courseId));
    const ids = async (query: string) => (await cars('dyspozytor', query)).map((row) => row.courseId);
    expect(await ids(`?search=${encodeURIComponent(ride?.number ?? '')}`)).toEqual([running.courseId]);
    expect(await ids('?search=nie-ma-takiego-kursu')).toEqual([]);
    expect(await ids('?dateStartAfter=2099-01-01')).toEqual([]);
    const bad = await map('dyspozytor', '?dateStartAfter=jutro');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      'hydra:description': expect.stringContaining('dateStartAfter') as unknown,
    });
  });

  it("shows another tenant's transport company nothing of these courses", async () => {
    const running = await course(true);
    const seen = await cars('transport.slask');
    expect(seen.some((row) => row.courseId === running.courseId)).toBe(false);
    const [slask] = await app.db.select().from(users).where(eq(users.username, 'transport.slask'));
    const [own] = await app.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.contractorId, slask?.companyId ?? 0));
    // Whatever it sees is its own (an empty map in the demo data).
    for (const row of seen) expect(row.courseId).toBe(own?.id);
  });

  it('is refused with 403 to a railway company, a driver, a passenger, an accountant; 401 to a stranger', async () => {
    for (const login of ['firma', 'firma.dbcargo', 'kierowca', 'pasazer', 'ksiegowa']) {
      const response = await map(login);
      expect(response.statusCode, login).toBe(403);
      expect(response.json()).toMatchObject({ 'hydra:description': HTTP_MESSAGES.forbidden });
    }
    expect((await map(null)).statusCode).toBe(401);
  });

  it('drops a course once the driver ends it', async () => {
    const running = await course(true);
    expect((await cars('dyspozytor')).some((row) => row.courseId === running.courseId)).toBe(true);
    await app.inject({ method: 'POST', url: `/api/course-info/end/${running.token}/now` });
    expect((await cars('dyspozytor')).some((row) => row.courseId === running.courseId)).toBe(false);
  });

  it('flags a car that has not come closer to its due first stop, and not one that has', async () => {
    const stalled = await course(true);
    const moving = await course(true);
    for (const { courseId } of [stalled, moving]) {
      await app.db
        .update(courses)
        .set({ driverStartAt: new Date(Date.now() - 20 * MINUTE) })
        .where(eq(courses.id, courseId));
      const [ride] = await app.db.select({ id: rides.id }).from(rides).where(eq(rides.courseId, courseId));
      await app.db
        .update(waypoints)
        .set({ time: new Date(Date.now() + 10 * MINUTE) })
        .where(and(eq(waypoints.rideId, ride?.id ?? 0), eq(waypoints.position, 0)));
    }
    const [stop] = await app.db
      .select({ latitude: places.latitude, longitude: places.longitude })
      .from(places)
      .where(eq(places.id, Number(iris.places[0].split('/').at(-1))));
    const away = (km: number) => ({
      latitude: stop?.latitude ?? 52,
      longitude: (stop?.longitude ?? 21) - km / 68,
    });
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MINUTE);
    await app.db.insert(coursePositions).values([
      { courseId: stalled.courseId, ...away(5), accuracy: null, at: at(7) },
      { courseId: stalled.courseId, ...away(5), accuracy: null, at: at(0) },
      { courseId: moving.courseId, ...away(5), accuracy: null, at: at(7) },
      { courseId: moving.courseId, ...away(2), accuracy: null, at: at(0) },
    ]);
    const seen = await cars('dyspozytor');
    expect(seen.find((row) => row.courseId === stalled.courseId)?.stalled).toBe(true);
    expect(seen.find((row) => row.courseId === moving.courseId)?.stalled).toBe(false);
  });
});

describe("the passengers' notice of the start", () => {
  const notices = (rideId: number) =>
    app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.relatedType, START_NOTICE_TYPE), eq(outboxMessages.relatedId, rideId)));

  it('queues each passenger their own working tracking link once, by SMS to the main phone', async () => {
    const waiting = await course(false);
    expect(await notices(waiting.rideId)).toHaveLength(0);
    await app.inject({ method: 'POST', url: `/api/course-info/start/${waiting.token}` });
    await app.inject({ method: 'POST', url: `/api/course-info/start/${waiting.token}` });
    const queued = await notices(waiting.rideId);
    expect(queued).toHaveLength(1);
    const [phone] = await app.db
      .select({ phone: userPhones.phone })
      .from(userPhones)
      .where(and(eq(userPhones.userId, await userId(app, 'pasazer')), eq(userPhones.main, true)));
    expect(queued[0]).toMatchObject({ channel: 'sms', recipient: phone?.phone });
    expect(queued[0]?.body).toMatch(
      /^Kursownik: kierowca \S+ wyruszył \(przejazd TEST\/\d+\)\. Gdzie jest samochód: /,
    );
    const path = /\/sledzenie\/(\S+)$/.exec(queued[0]?.body ?? '')?.[1] ?? '';
    expect(path).toBe(trackingToken(app.config.jwtSecret, waiting.rideId, passengerIdOf(pasazerIri)));
    const page = await app.inject({ method: 'GET', url: `/api/tracking/${path}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ state: 'driving' });
  });

  it('sends an e-mail to a passenger without a phone', async () => {
    const other = iris.passengers[1];
    const [row] = await app.db
      .select({ userId: passengers.userId })
      .from(passengers)
      .where(eq(passengers.id, passengerIdOf(other)));
    await app.db.delete(userPhones).where(eq(userPhones.userId, row?.userId ?? 0));
    const waiting = await course(false, other);
    await app.inject({ method: 'POST', url: `/api/course-info/start/${waiting.token}` });
    const queued = await notices(waiting.rideId);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ channel: 'email', recipientUserId: row?.userId });
    expect(queued[0]?.body).toContain(`/sledzenie/${waiting.tracking}`);
  });
});
