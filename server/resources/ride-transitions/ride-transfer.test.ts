import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/course-schema';
import { companies, drivers, events, users } from '../../db/schema';
import { as, buildWriteApp, companyId, demoIris } from '../../test/course-writes/write-app.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';
import {
  courseRow,
  courseWith,
  messagesAbout,
  rideRow,
  writeCounts,
} from '../../test/course-core/ride-states.support';

let app: FastifyInstance;
let iris: DemoIris;
/** A transport company with no link to the demo transport user: its courses are another tenant's. */
let elsewhere: { contractorId: number; driverId: null };

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
  elsewhere = { contractorId: await companyId(app, 'Trans-Śląsk Katowice'), driverId: null };
});
afterAll(() => app.close());

async function transfer(username: string, rideId: number, payload: object) {
  return app.inject({
    method: 'POST',
    url: `/api/taxi_course_rides/${rideId}/transfer`,
    headers: await as(app, username),
    payload,
  });
}
const into = (courseId: number) => ({ course: `/api/taxi_courses/${courseId}` });

async function eventsOf(courseIds: number[]) {
  const rows = await app.db
    .select()
    .from(events)
    .where(and(eq(events.entityType, 'course'), inArray(events.entityId, courseIds)))
    .orderBy(asc(events.id));
  return rows.map((row) => `${row.type}:${row.entityId}`);
}

describe('POST api/taxi_course_rides/{id}/transfer', () => {
  it('merges the ride into the target ordered by start and deletes the emptied source', async () => {
    const source = await courseWith(app, iris, ['09:00'], 'accepted_by_driver');
    const target = await courseWith(app, iris, ['08:00', '10:00'], 'accepted_by_driver');
    const [moved] = source.rideIds;
    if (moved === undefined) throw new Error('no ride');
    const before = await eventsOf([source.courseId, target.courseId]);

    const response = await transfer('dyspozytor', moved, into(target.courseId));

    expect(response.statusCode).toBe(200);
    const body = response.json<{ id: number; rides: { id: number }[] }>();
    expect(body.id).toBe(target.courseId);
    expect(body.rides.map((ride) => ride.id)).toEqual([target.rideIds[0], moved, target.rideIds[1]]);
    // Same contractor and driver: the driver's acceptance still holds.
    expect((await rideRow(app, moved)).status).toBe('accepted_by_driver');
    expect(await app.db.select().from(courses).where(eq(courses.id, source.courseId))).toEqual([]);
    expect((await courseRow(app, target.courseId)).rideCount).toBe(3);
    const after = await eventsOf([source.courseId, target.courseId]);
    // Same executor and driver on both sides: told once (contractor e-mail + driver).
    const told = await messagesAbout(app, moved);
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((row) => row.subject.includes('przeniesiony'))).toBe(true);
    expect(new Set(told.map((row) => row.recipient)).size).toBe(told.length);
    expect(after.slice(before.length)).toEqual([
      `course_update:${target.courseId}`,
      `course_delete:${source.courseId}`,
    ]);
  });

  it('keeps a source with rides left and updates it', async () => {
    const source = await courseWith(app, iris, ['07:00', '12:00']);
    const target = await courseWith(app, iris, ['08:00']);
    const moved = source.rideIds[1] ?? 0;
    const response = await transfer('transport', moved, into(target.courseId));
    expect(response.statusCode).toBe(200);
    const left = await courseRow(app, source.courseId);
    expect(left.rideCount).toBe(1);
    expect((await eventsOf([source.courseId])).at(-1)).toBe(`course_update:${source.courseId}`);
  });

  it('tells the shared contractor once, the source driver it left and the target driver it joined', async () => {
    const [other] = await app.db
      .select({ userId: drivers.userId })
      .from(drivers)
      .innerJoin(users, eq(users.id, drivers.userId))
      .where(
        and(
          eq(drivers.transportCompanyId, await companyId(app, 'Taxi Trans Warszawa')),
          ne(users.username, 'kierowca'),
        ),
      );
    if (!other) throw new Error('demo data: a second driver of the contractor');
    const source = await courseWith(app, iris, ['09:00'], 'accepted_by_driver');
    const target = await courseWith(app, iris, ['08:00'], 'accepted_by_driver', { driverId: other.userId });
    const moved = source.rideIds[0] ?? 0;
    expect((await transfer('dyspozytor', moved, into(target.courseId))).statusCode).toBe(200);
    const told = await messagesAbout(app, moved);
    const recipients = told.map((row) => row.recipient);
    expect(new Set(recipients).size).toBe(recipients.length);
    const [contractor] = await app.db
      .select({ email: companies.email })
      .from(companies)
      .where(eq(companies.id, await companyId(app, 'Taxi Trans Warszawa')));
    expect(told.filter((row) => row.recipient === contractor?.email)).toHaveLength(1);
    const toTarget = told.filter((row) => row.recipientUserId === other.userId);
    expect(toTarget.map((row) => row.subject)).toEqual([expect.stringContaining('dołączony do kursu')]);
    const toSource = told.filter(
      (row) => row.recipientUserId !== null && row.recipientUserId !== other.userId,
    );
    expect(toSource.map((row) => row.subject)).toEqual([
      expect.stringContaining('przeniesiony do innego kursu'),
    ]);
  });

  it('sends the ride to the new contractor for acceptance when the executor changes', async () => {
    const source = await courseWith(app, iris, ['09:00'], 'accepted_by_transport_company');
    const target = await courseWith(app, iris, ['08:00'], 'planning', elsewhere);
    const moved = source.rideIds[0] ?? 0;
    expect((await transfer('dyspozytor', moved, into(target.courseId))).statusCode).toBe(200);
    expect((await rideRow(app, moved)).status).toBe('waiting_for_transport_company_acceptance');
  });

  describe('refusals write nothing', () => {
    it.each<
      [string, string, string, (ids: { target: number; other: number; done: number }) => number, number]
    >([
      ['the railway company', 'firma', 'planning', (ids) => ids.target, 403],
      ['the driver', 'kierowca', 'planning', (ids) => ids.target, 403],
      ['a finished ride', 'dyspozytor', 'finished', (ids) => ids.target, 409],
      ['a cancelled ride', 'dyspozytor', 'cancelled', (ids) => ids.target, 409],
      ['a target the transport company cannot see', 'transport', 'planning', (ids) => ids.other, 404],
      ['a target not in progress', 'dyspozytor', 'planning', (ids) => ids.done, 409],
    ])('%s', async (_name, user, status, pick, code) => {
      const source = await courseWith(app, iris, ['09:00'], status);
      const target = await courseWith(app, iris, ['08:00']);
      const other = await courseWith(app, iris, ['08:00'], 'planning', elsewhere);
      const done = await courseWith(app, iris, ['08:00'], 'finished');
      const counts = await writeCounts(app);
      const moved = source.rideIds[0] ?? 0;
      const ids = { target: target.courseId, other: other.courseId, done: done.courseId };
      const response = await transfer(user, moved, into(pick(ids)));
      expect(response.statusCode).toBe(code);
      expect(await writeCounts(app)).toEqual(counts);
      expect((await rideRow(app, moved)).courseId).toBe(source.courseId);
    });

    it('a ride of another tenant is 404', async () => {
      const source = await courseWith(app, iris, ['09:00'], 'planning', elsewhere);
      const target = await courseWith(app, iris, ['08:00']);
      const response = await transfer('transport', source.rideIds[0] ?? 0, into(target.courseId));
      expect(response.statusCode).toBe(404);
    });

    it('the same course is 409, a bad IRI 422, a stale version 409', async () => {
      const source = await courseWith(app, iris, ['09:00', '10:00']);
      const target = await courseWith(app, iris, ['08:00']);
      const moved = source.rideIds[0] ?? 0;
      expect((await transfer('dyspozytor', moved, into(source.courseId))).statusCode).toBe(409);
      expect((await transfer('dyspozytor', moved, { course: '/api/companies/1' })).statusCode).toBe(422);
      const stale = { ...into(target.courseId), version: 99 };
      expect((await transfer('dyspozytor', moved, stale)).statusCode).toBe(409);
    });
  });
});
