/**
 * Course changes that concern a user queue a push notice in the write's transaction (ADR 021,
 * docs/spec-decisions.md rows 563-566): a ride offered to a transport company, a driver assigned,
 * a ride cancelled. The author of the change is not told; a refused change queues nothing.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../db/schema';
import {
  as,
  buildWriteApp,
  demoIris,
  taxiPayload,
  userId,
  type DemoIris,
} from '../test/course-writes/write-app.support';
import { rideIn, transition, writeCounts } from '../test/course-core/ride-states.support';
import { subscribeDevice } from '../test/push/push.support';

const WAITING = 'waiting_for_transport_company_acceptance';
let app: FastifyInstance;
let iris: DemoIris;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
  for (const name of ['transport', 'kierowca', 'dyspozytor', 'firma']) {
    ids[name] = await userId(app, name);
    await subscribeDevice(app.db, ids[name] ?? 0);
  }
});
afterAll(() => app.close());

/** Push notices queued after `since` (an outbox id), as [username, title, url]. */
async function pushesAfter(since: number) {
  const rows = await app.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'push'));
  const named = await app.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, Object.values(ids)));
  const nameOf = new Map(named.map((user) => [user.id, user.username]));
  return rows
    .filter((row) => row.id > since)
    .map((row) => {
      const notice = JSON.parse(row.body) as { title: string; url: string; body: string };
      return [nameOf.get(row.recipientUserId ?? 0), notice.title, notice.url] as const;
    })
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
}

async function lastOutboxId() {
  const rows = await app.db.select({ id: outboxMessages.id }).from(outboxMessages);
  return Math.max(0, ...rows.map((row) => row.id));
}

async function createCourse(status: string) {
  const base = taxiPayload(iris);
  const payload = {
    ...base,
    rides: base.rides.map((ride) => ({ ...ride, number: `PUSH/${status}`, status })),
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/taxi_courses',
    headers: await as(app, 'dyspozytor'),
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; rides: { id: number }[] }>();
}

describe('push notices of course changes', () => {
  it('a course offered to the transport company tells its transport users, and the driver is told too', async () => {
    const since = await lastOutboxId();
    const course = await createCourse(WAITING);
    expect(await pushesAfter(since)).toEqual([
      // Drivers never open the drawer (§6): their notice opens their page of the course.
      [
        'kierowca',
        'Nowy kurs PUSH/waiting_for_transport_company_acceptance',
        expect.stringMatching(/^\/kurs\/[\w-]{43}$/),
      ],
      ['transport', 'Nowy kurs do akceptacji', `/course?course=${course.id}`],
    ]);
  });

  it('a planned course is not offered yet; setting its ride to wait for the company offers it', async () => {
    const course = await createCourse('planning');
    const since = await lastOutboxId();
    const rideId = course.rides[0]?.id ?? 0;
    const response = await transition(app, 'dyspozytor', rideId, 'status', { status: WAITING });
    expect(response.statusCode).toBe(200);
    expect(await pushesAfter(since)).toEqual([
      ['transport', 'Nowy kurs do akceptacji', `/course?course=${course.id}`],
    ]);
  });

  it('a cancelled ride tells the transport company and the driver, not the dispatcher who cancelled', async () => {
    const { courseId, rideId } = await rideIn(app, { status: 'accepted_by_driver' });
    const since = await lastOutboxId();
    expect((await transition(app, 'dyspozytor', rideId, 'cancel')).statusCode).toBe(200);
    const url = `/course?course=${courseId}&ride=${rideId}`;
    const pushes = await pushesAfter(since);
    expect(pushes.map(([name, , link]) => [name, link])).toEqual([
      ['kierowca', url],
      ['transport', url],
    ]);
  });

  it('a refused cancellation queues nothing', async () => {
    const { rideId } = await rideIn(app, { status: 'cancelled' });
    const before = await writeCounts(app);
    expect((await transition(app, 'dyspozytor', rideId, 'cancel')).statusCode).toBe(409);
    expect(await writeCounts(app)).toEqual(before);
  });
});
