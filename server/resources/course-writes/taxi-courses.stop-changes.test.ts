import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, rides, waypoints } from '../../db/course-schema';
import { outboxMessages } from '../../db/schema';
import {
  as,
  buildWriteApp,
  createdByDispatcher,
  demoIris,
  taxiPayload,
  userId,
} from '../../test/course-writes/write-app.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';

let app: FastifyInstance;
let iris: DemoIris;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
});
afterAll(() => app.close());

/** A course of Taxi Trans (SMS to employees on) with the demo driver, its ride in `status`. */
async function courseIn(status: string) {
  const payload = { ...taxiPayload(iris), driverPhoneNumber: '600100200' };
  const body = await createdByDispatcher(app, payload);
  const rideId = body.rides[0]?.id ?? 0;
  await app.db.update(rides).set({ status }).where(eq(rides.id, rideId));
  return { id: body.id, rideId, payload };
}

/** The course PUT by `username` with the ride's stops kept (their ids) and the first stop at `time`. */
async function moveFirstStop(username: string, course: Awaited<ReturnType<typeof courseIn>>, time: string) {
  const [ride] = course.payload.rides;
  const [row] = await app.db.select().from(courses).where(eq(courses.id, course.id));
  const [rideRow] = await app.db.select().from(rides).where(eq(rides.id, course.rideId));
  const stops = await app.db
    .select({ id: waypoints.id })
    .from(waypoints)
    .where(eq(waypoints.rideId, course.rideId))
    .orderBy(waypoints.position);
  if (!ride) throw new Error('fixture');
  return app.inject({
    method: 'PUT',
    url: `/api/taxi_courses/${course.id}`,
    headers: await as(app, username),
    payload: {
      ...course.payload,
      version: row?.version,
      rides: [
        {
          ...ride,
          id: `/api/taxi_course_rides/${course.rideId}`,
          status: rideRow?.status,
          waypoints: ride.waypoints.map((stop, index) => ({
            ...stop,
            id: `/api/waypoints/${stops[index]?.id}`,
            ...(index === 0 ? { time } : {}),
          })),
        },
      ],
    },
  });
}

async function messagesAfter(id: number) {
  return app.db
    .select()
    .from(outboxMessages)
    .where(and(gt(outboxMessages.id, id), eq(outboxMessages.relatedType, 'ride')));
}

async function lastMessageId() {
  const all = await app.db.select({ id: outboxMessages.id }).from(outboxMessages);
  return Math.max(0, ...all.map((row) => row.id));
}

describe('PUT /api/taxi_courses/{id}: a moved stop reaches the driver and the transport company (row 649)', () => {
  it('sends the driver an SMS and the transport company an e-mail naming the change', async () => {
    const course = await courseIn('accepted_by_driver');
    const since = await lastMessageId();
    const response = await moveFirstStop('dyspozytor', course, '08:30');
    expect(response.statusCode, response.body).toBe(200);

    const sent = await messagesAfter(since);
    const driver = await userId(app, 'kierowca');
    const sms = sent.find((message) => message.channel === 'sms');
    expect(sms?.recipientUserId).toBe(driver);
    expect(sms?.body).toContain(`Zmieniono godziny lub miejsca przejazdu ${course.payload.rides[0]?.number}`);
    expect(sms?.body).toContain('Zmiany: A 08:00 → 08:30.');
    expect(sent.some((message) => message.channel === 'email' && message.recipientUserId === null)).toBe(
      true,
    );
  });

  it('tells nobody when nothing on the route moved, or when the ride is already driven', async () => {
    const open = await courseIn('accepted_by_driver');
    let since = await lastMessageId();
    expect((await moveFirstStop('dyspozytor', open, '08:00')).statusCode).toBe(200);
    expect(await messagesAfter(since)).toEqual([]);

    const driven = await courseIn('finished');
    since = await lastMessageId();
    expect((await moveFirstStop('dyspozytor', driven, '08:30')).statusCode).toBe(200);
    expect(await messagesAfter(since)).toEqual([]);
  });

  it('does not tell the transport company of its own change, only the driver', async () => {
    const course = await courseIn('accepted_by_driver');
    const since = await lastMessageId();
    const response = await moveFirstStop('transport', course, '08:45');
    expect(response.statusCode, response.body).toBe(200);
    const sent = await messagesAfter(since);
    expect(sent.map((message) => message.channel)).toEqual(['sms']);
    expect(sent[0]?.body).toContain('A 08:00 → 08:45');
  });
});
