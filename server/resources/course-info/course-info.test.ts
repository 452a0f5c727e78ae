import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVER_REPORT_MESSAGES } from '../../../domain/courses/driver-report.schema';
import { courses, rides, waypoints } from '../../db/course-schema';
import { events, outboxMessages } from '../../db/schema';
import { as, buildWriteApp, demoIris, userId } from '../../test/course-writes/write-app.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';
import { courseWithDriverLink } from '../../test/tracking/tracking-course.support';

let app: FastifyInstance;
let iris: DemoIris;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
});
afterAll(() => app.close());

interface Info {
  id: number;
  driverStartAt: string | null;
  driverEndAt: string | null;
  rides: {
    id: number;
    status: string;
    segments: {
      waypointStart: { id: number };
      waypointEnd: { id: number; achievedAtByDriver: string | null };
    }[];
  }[];
  actions: { reply: number[]; start: boolean; reach: number[]; end: boolean; report: boolean };
  report: { distance: number | null; highwayCost: number | null };
  'hydra:description'?: string;
}

/** A course of the demo driver created by the dispatcher: its id and the driver link's token. */
const courseWithDriver = () => courseWithDriverLink(app, iris);

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const response = await app.inject({
    method,
    url: `/api/course-info/${url}`,
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as Info };
};

const setRideStatus = (courseId: number, status: string) =>
  app.db.update(rides).set({ status }).where(eq(rides.courseId, courseId));

describe('the driver link', () => {
  it('is sent to the assigned driver and opens the course without a login', async () => {
    const { courseId, token } = await courseWithDriver();
    const { status, body } = await call('GET', token);
    expect(status).toBe(200);
    expect(body.id).toBe(courseId);
    expect(body.rides[0]?.segments).toHaveLength(1);
    expect(body.actions).toEqual({ reply: [], start: false, reach: [], end: false, report: false });
  });

  it('answers 404 with a Polish message for an unknown, malformed, reassigned or expired link', async () => {
    const { courseId, token } = await courseWithDriver();
    expect((await call('GET', 'x'.repeat(43))).status).toBe(404);
    expect((await call('GET', 'short')).body['hydra:description']).toBe('Nie znaleziono kursu');

    await app.db
      .update(courses)
      .set({ driverId: await userId(app, 'dyspozytor') })
      .where(eq(courses.id, courseId));
    expect((await call('GET', token)).status).toBe(404);
    await app.db
      .update(courses)
      .set({ driverId: await userId(app, 'kierowca') })
      .where(eq(courses.id, courseId));
    expect((await call('GET', token)).status).toBe(200);

    const rideIds = (
      await app.db.select({ id: rides.id }).from(rides).where(eq(rides.courseId, courseId))
    ).map((ride) => ride.id);
    await app.db
      .update(waypoints)
      .set({ time: sql`now() - interval '8 days'` })
      .where(inArray(waypoints.rideId, rideIds));
    expect((await call('GET', token)).status).toBe(404);
  });

  it('lets the driver accept, start, reach each stop, end and report; marks sent twice apply once', async () => {
    const { courseId, token } = await courseWithDriver();
    await setRideStatus(courseId, 'waiting_for_driver_acceptance');
    const info = (await call('GET', token)).body;
    const rideId = info.rides[0]?.id ?? 0;
    const segment = info.rides[0]?.segments[0];
    expect(info.actions.reply).toEqual([rideId]);

    expect((await call('POST', `segment-achieved/${token}/${segment?.waypointStart.id}`)).status).toBe(409);
    const accepted = await call('POST', `reply/${token}/${rideId}/accept`);
    expect(accepted.body.rides[0]?.status).toBe('accepted_by_driver');
    expect((await call('POST', `reply/${token}/${rideId}/accept`)).status).toBe(200);
    expect((await call('POST', `reply/${token}/${rideId}/decline`)).status).toBe(409);

    const tapped = new Date(Date.now() - 60_000).toISOString();
    const started = await call('POST', `start/${token}?at=${encodeURIComponent(tapped)}`);
    expect(Date.parse(started.body.driverStartAt ?? '')).toBe(Date.parse(tapped));
    expect(started.body.actions).toMatchObject({ start: false, reach: [rideId], end: true });

    const eventsBefore = (await app.db.select({ id: events.id }).from(events)).length;
    const reached = await call('POST', `segment-achieved/${token}/${segment?.waypointEnd.id}`);
    expect(reached.body.rides[0]?.segments[0]?.waypointEnd.achievedAtByDriver).not.toBeNull();
    const firstMark = reached.body.rides[0]?.segments[0]?.waypointEnd.achievedAtByDriver;
    const again = await call('POST', `segment-achieved/${token}/${segment?.waypointEnd.id}`);
    expect(again.status).toBe(200);
    expect(again.body.rides[0]?.segments[0]?.waypointEnd.achievedAtByDriver).toBe(firstMark);
    expect((await app.db.select({ id: events.id }).from(events)).length).toBe(eventsBefore + 1);

    expect((await call('PUT', `course-report/${token}`, { distance: 12 })).body['hydra:description']).toBe(
      DRIVER_REPORT_MESSAGES.notEnded,
    );
    const ended = await call('POST', `end/${token}/now`);
    expect(ended.body.rides[0]?.status).toBe('finished');
    expect(ended.body.actions).toMatchObject({ end: false, reach: [], report: true });
    expect((await call('POST', `end/${token}/now`)).status).toBe(200);

    const bad = await app.inject({
      method: 'PUT',
      url: `/api/course-info/course-report/${token}`,
      payload: { distance: -3 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      violations: [{ propertyPath: 'distance', message: DRIVER_REPORT_MESSAGES.distanceMin }],
    });
    const report = await call('PUT', `course-report/${token}`, {
      distance: 14,
      highwayCost: 23.4,
      comment: 'korki',
    });
    expect(report.status).toBe(200);
    expect(report.body.report).toMatchObject({ distance: 14, highwayCost: 23.4 });
    const [row] = await app.db.select().from(courses).where(eq(courses.id, courseId));
    expect(row).toMatchObject({ driverDistance: 14, driverHighwayCost: 2340, driverComment: 'korki' });
  });

  // A phone that loses a mark's answer sends the mark again (its queue keeps it until answered): the
  // replay must not bump the course's version, or a dispatcher's If-Match taken after the first
  // commit would fail for nothing (session 42: an offline journey saw the answer lost, not a bump).
  it('bumps the version once per mark: a replayed reply, start, stop or end changes nothing', async () => {
    const { courseId, token } = await courseWithDriver();
    await setRideStatus(courseId, 'waiting_for_driver_acceptance');
    const info = (await call('GET', token)).body;
    const rideId = info.rides[0]?.id ?? 0;
    const stop = info.rides[0]?.segments[0]?.waypointEnd.id ?? 0;
    const versionOf = async () =>
      (await app.db.select({ version: courses.version }).from(courses).where(eq(courses.id, courseId)))[0]
        ?.version;
    for (const mark of [
      `reply/${token}/${rideId}/accept`,
      `start/${token}`,
      `segment-achieved/${token}/${stop}`,
      `end/${token}/now`,
    ]) {
      const before = await versionOf();
      expect((await call('POST', mark)).status).toBe(200);
      const applied = await versionOf();
      expect(applied).toBeGreaterThan(before ?? Infinity);
      const replay = await call('POST', mark);
      expect(replay.status).toBe(200);
      expect(await versionOf()).toBe(applied);
    }
  });

  it('tells the transport company and the dispatcher when the driver declines through the link', async () => {
    const { courseId, token } = await courseWithDriver();
    await setRideStatus(courseId, 'waiting_for_driver_acceptance');
    const rideId = (await call('GET', token)).body.rides[0]?.id ?? 0;
    const declined = await call('POST', `reply/${token}/${rideId}/decline`);
    expect(declined.body.rides[0]?.status).toBe('declined_by_driver');
    // A decline sent twice (an offline queue) tells them once.
    expect((await call('POST', `reply/${token}/${rideId}/decline`)).status).toBe(200);

    const messages = (
      await app.db.select().from(outboxMessages).where(eq(outboxMessages.relatedId, rideId))
    ).filter((message) => message.relatedType === 'ride');
    expect(messages.map((message) => [message.channel, message.recipient]).sort()).toEqual([
      ['email', 'dyspozytor@kursownik.pl'],
      ['email', 'dyspozytornia@taxitrans.waw.pl'],
    ]);
    expect(messages.map((message) => message.subject)).toEqual([
      expect.stringMatching(/^Kierowca odrzucił przejazd TEST\/\d+$/),
      expect.stringMatching(/^Kierowca odrzucił przejazd TEST\/\d+$/),
    ]);
    expect(messages[0]?.createdById).toBe(await userId(app, 'kierowca'));
  });

  it('does not let the driver act on a ride of another course through this link', async () => {
    const first = await courseWithDriver();
    const second = await courseWithDriver();
    await setRideStatus(second.courseId, 'waiting_for_driver_acceptance');
    const [otherRide] = await app.db
      .select({ id: rides.id })
      .from(rides)
      .where(eq(rides.courseId, second.courseId));
    expect((await call('POST', `reply/${first.token}/${otherRide?.id}/accept`)).status).toBe(404);
    const [unchanged] = await app.db
      .select({ status: rides.status })
      .from(rides)
      .where(eq(rides.id, otherRide?.id ?? 0));
    expect(unchanged?.status).toBe('waiting_for_driver_acceptance');
  });

  it('lets the driver signed in to the app mark a stop of a started course, and nobody else', async () => {
    const { courseId, token } = await courseWithDriver();
    await setRideStatus(courseId, 'waiting_for_driver_acceptance');
    const info = (await call('GET', token)).body;
    const waypointId = info.rides[0]?.segments[0]?.waypointEnd.id ?? 0;
    const achieved = async (username: string) =>
      app.inject({
        method: 'POST',
        url: `/api/waypoints/${waypointId}/achieved`,
        headers: await as(app, username),
      });

    expect((await achieved('kierowca')).statusCode).toBe(409);
    await call('POST', `reply/${token}/${info.rides[0]?.id}/accept`);
    await call('POST', `start/${token}`);
    expect((await achieved('dyspozytor')).statusCode).toBe(403);
    expect((await achieved('hotel')).statusCode).toBe(404);
    const first = await achieved('kierowca');
    expect(first.statusCode, first.body).toBe(200);
    const mark = (first.json() as Info).rides[0]?.segments[0]?.waypointEnd.achievedAtByDriver;
    expect(mark).toBeTruthy();
    const again = await achieved('kierowca');
    expect((again.json() as Info).rides[0]?.segments[0]?.waypointEnd.achievedAtByDriver).toBe(mark);
  });
});
