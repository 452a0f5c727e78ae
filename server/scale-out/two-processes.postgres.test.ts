/**
 * Two API processes on one PostgreSQL (issue 15, ADR 012): the real server twice, as child processes,
 * on a database of its own beside TEST_POSTGRES_URL's, behind a round-robin proxy. Proves what a
 * scale-out needs of every piece of shared state: a write through one process reaches an SSE stream
 * of the other within 1 s (LISTEN/NOTIFY, not memory); the acceptance-deadline job, running in both
 * every 200 ms, moves each overdue ride once; the outbox, polling in both, sends each message once
 * (each process writes its own outbox folder, so a message sent by both would be in both); failed
 * logins alternating between the processes are refused at the same count as on one process.
 * Ports: two free ones the system picks. Runs through scripts/test-postgres.ts.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, eq, gt, inArray, max, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashServer } from '../test/crash/crash-server.support';
import type { CrashServer } from '../test/crash/crash-server.support';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { rides } from '../db/course-schema';
import { events, outboxMessages } from '../db/schema';
import { seedDemoCourses } from '../seed/courses';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo';
import { openStream } from '../events/sse-client.test-helper';
import { demoIris, taxiPayload } from '../test/course-writes/write-app.support';
import type { DemoIris } from '../test/course-writes/write-app.support';
import { freePort } from '../../scripts/local-postgres';
import { postgresDatabaseUrl, recreatePostgresDatabase } from '../test/postgres-url.support';
import { startRoundRobinProxy } from './round-robin-proxy';
import type { RoundRobinProxy } from './round-robin-proxy';

const NAME = 'kursownik_two_processes';
const databaseUrl = postgresDatabaseUrl(NAME);
const work = mkdtempSync(join(tmpdir(), 'kursownik-two-'));
const outboxOf = (index: number) => join(work, `outbox-${index}`);
const HOUR = 3600_000;

let database: Database;
let servers: CrashServer[];
let proxy: RoundRobinProxy;
let iris: DemoIris;

// A process that claimed no message never creates its folder: it sent none.
const sentIds = (index: number) =>
  (existsSync(outboxOf(index)) ? readdirSync(outboxOf(index), { withFileTypes: true }) : [])
    .filter((entry) => entry.isFile() && /^\d+\.json$/.test(entry.name))
    .map((entry) => Number(entry.name.slice(0, -'.json'.length)));

async function tokenOf(base: string, username: string) {
  const response = await fetch(`${base}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

beforeAll(async () => {
  await recreatePostgresDatabase(NAME);
  database = await openDatabase(databaseUrl, work);
  await seedDemo(database.db);
  await seedDemoCourses(database.db);
  iris = await demoIris(database);
  const ports = [await freePort(), await freePort()];
  servers = [0, 1].map((index) =>
    crashServer({
      port: ports[index] ?? 0,
      dataDir: join(work, `data-${index}`),
      outboxDir: outboxOf(index),
      databaseUrl,
      env: { ACCEPTANCE_DEADLINE_INTERVAL_MS: '200', OUTBOX_INTERVAL_MS: '200' },
    }),
  );
  await Promise.all(servers.map((server) => server.start()));
  proxy = await startRoundRobinProxy(servers.map((server) => server.baseURL));
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all((servers ?? []).map((server) => server.stop()));
  await database?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('two API processes on one PostgreSQL', () => {
  it('delivers a write through one process to an SSE stream of the other within 1 s', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('two servers expected');
    for (const [writer, reader] of [
      [first, second],
      [second, first],
    ] as const) {
      const token = await tokenOf(reader.baseURL, 'dyspozytor');
      const stream = await openStream(`${reader.baseURL}/api/events`, { authorization: `Bearer ${token}` });
      await stream.next((block) => block.event === 'ready');
      const started = performance.now();
      const created = await fetch(`${writer.baseURL}/api/taxi_courses`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(taxiPayload(iris)),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const event = await stream.next((block) => block.event === 'course_insert', 1000);
      const elapsed = performance.now() - started;
      stream.close();
      expect(JSON.parse(event.data ?? 'null')).toMatchObject({ type: 'course_insert', courseId: id });
      expect(elapsed).toBeLessThan(1000);
    }
  }, 30_000);

  it('shows a write through one process in the very next list read of the other (list cache)', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('two servers expected');
    const path = '/api/abstract_courses?itemsPerPage=5&order%5BcreatedAt%5D=desc';
    for (const [writer, reader] of [
      [first, second],
      [second, first],
    ] as const) {
      const token = await tokenOf(reader.baseURL, 'dyspozytor');
      const read = (headers: Record<string, string> = {}) =>
        fetch(`${reader.baseURL}${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
      const etag = (await read()).headers.get('etag') ?? '';
      expect((await read({ 'if-none-match': etag })).status).toBe(304); // stored and current
      const created = await fetch(`${writer.baseURL}/api/taxi_courses`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(taxiPayload(iris)),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      // No waiting for the NOTIFY: the data version is the database's (row 744).
      const after = await read({ 'if-none-match': etag });
      expect(after.status).toBe(200);
      const page = (await after.json()) as { 'hydra:member': { id: number }[] };
      expect(page['hydra:member'].map((member) => member.id)).toContain(id);
    }
  }, 30_000);

  it('moves each overdue ride once with the deadline job running in both processes', async () => {
    const token = await tokenOf(proxy.url, 'dyspozytor');
    const created: { courseId: number; rideId: number }[] = [];
    for (let index = 0; index < 8; index += 1) {
      const response = await fetch(`${proxy.url}/api/taxi_courses`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(taxiPayload(iris)),
      });
      expect(response.status).toBe(201);
      const course = (await response.json()) as { id: number; rides: { id: number }[] };
      created.push({ courseId: course.id, rideId: course.rides[0]?.id ?? NaN });
    }
    const rideIds = created.map((ride) => ride.rideId);
    const courseIds = created.map((ride) => ride.courseId);
    const [before] = await database.db.select({ id: max(events.id) }).from(events);
    const lastEventBefore = before?.id ?? 0;
    // All overdue at once, so both processes' next runs race for them.
    await database.db
      .update(rides)
      .set({ status: 'waiting_for_transport_company_acceptance', startsAt: new Date(Date.now() - HOUR) })
      .where(inArray(rides.id, rideIds));

    const moved = await until(
      () => database.db.select().from(rides).where(inArray(rides.id, rideIds)),
      (rows) => rows.every((row) => row.status === 'not_accepted_by_transport_company'),
    );
    expect(moved.map((row) => row.status)).toEqual(rideIds.map(() => 'not_accepted_by_transport_company'));
    // Once each: one course_update a course, and the two notices (dispatcher, executor) a ride.
    const updates = await database.db
      .select({ courseId: events.entityId })
      .from(events)
      .where(
        and(
          gt(events.id, lastEventBefore),
          inArray(events.entityId, courseIds),
          eq(events.type, 'course_update'),
        ),
      );
    expect(updates.map((row) => row.courseId).sort((a, b) => a - b)).toEqual(
      [...courseIds].sort((a, b) => a - b),
    );
    const notices = await database.db
      .select({ rideId: outboxMessages.relatedId })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.relatedType, 'ride'), inArray(outboxMessages.relatedId, rideIds)));
    expect(notices).toHaveLength(rideIds.length * 2);
  }, 60_000);

  it('sends each outbox message once, with the outbox polling in both processes', async () => {
    // Password reset requests through the proxy: messages enqueued by both processes.
    for (let index = 0; index < 6; index += 1) {
      const response = await fetch(`${proxy.url}/api/users/reset-password-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: 'dyspozytor@kursownik.pl' }),
      });
      expect(response.status).toBe(202);
    }
    const unsent = await until(
      () => database.db.select().from(outboxMessages).where(ne(outboxMessages.status, 'sent')),
      (rows) => rows.length === 0,
    );
    expect(unsent).toEqual([]);
    const all = await database.db.select({ id: outboxMessages.id }).from(outboxMessages);
    const [byFirst, bySecond] = [sentIds(0), sentIds(1)];
    expect(byFirst.filter((id) => bySecond.includes(id))).toEqual([]);
    expect([...byFirst, ...bySecond].sort((a, b) => a - b)).toEqual(
      all.map((row) => row.id).sort((a, b) => a - b),
    );
  }, 60_000);

  it('counts failed logins across both processes as one process does', async () => {
    const attempt = async (base: string, username: string) =>
      (
        await fetch(`${base}/api/login_check`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: 'nie-to-haslo' }),
        })
      ).status;
    const single: number[] = [];
    const alternating: number[] = [];
    for (let index = 0; index < 7; index += 1) single.push(await attempt(servers[0]?.baseURL ?? '', 'firma'));
    for (let index = 0; index < 7; index += 1) alternating.push(await attempt(proxy.url, 'transport'));
    expect(single).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(alternating).toEqual(single);
  }, 30_000);
});
