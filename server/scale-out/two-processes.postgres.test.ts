/**
 * Two API processes on one PostgreSQL (issue 15, ADR 012): the real server twice, as child processes,
 * on a database of its own beside TEST_POSTGRES_URL's, behind the README's nginx configuration
 * (docs/deploy/nginx.conf, run by scripts/local-nginx.ts; issue 32) with TRUST_PROXY=true. Proves what
 * a scale-out needs of every piece of shared state: a write through one process reaches an SSE stream
 * and the list of the other within 1 s (LISTEN/NOTIFY, not memory); the acceptance-deadline job,
 * running in both every 200 ms, moves each overdue ride once, and the scheduled-reports job e-mails a
 * report once a period (issue 35 part 3); the outbox, polling in both, sends each
 * message once (each process writes its own outbox folder, so a message sent by both would be in
 * both); failed logins alternating between the processes are refused at the same count as on one
 * process, per login and per client address. nginx balances round-robin (the README's upstream names
 * no method), and its answer header UPSTREAM_HEADER says which process served a request, so the test
 * asserts the alternation instead of assuming it (spec-decisions row 756).
 * Ports: free ones the system picks. Runs through scripts/test-postgres.ts.
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
import { reportDeliveries, reportSubscriptions } from '../db/report-subscriptions-schema';
import { events, outboxMessages, users } from '../db/schema';
import { enqueuePush } from '../push/enqueue-push';
import { subscribeDevice } from '../test/push/push.support';
import { seedDemoCourses } from '../seed/courses';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo';
import { openStream } from '../test/events/sse-client.support';
import { demoIris, taxiPayload } from '../test/course-writes/write-app.support';
import type { DemoIris } from '../test/course-writes/write-app.support';
import { freePort } from '../../scripts/local-postgres';
import { startLocalNginx, UPSTREAM_HEADER } from '../../scripts/local-nginx';
import type { LocalNginx } from '../../scripts/local-nginx';
import { postgresDatabaseUrl, recreatePostgresDatabase } from '../test/postgres-url.support';
import { requestFrom } from '../test/scale-out/from-address.support';

const NAME = 'kursownik_two_processes';
const databaseUrl = postgresDatabaseUrl(NAME);
const work = mkdtempSync(join(tmpdir(), 'kursownik-two-'));
const outboxOf = (index: number) => join(work, `outbox-${index}`);
const HOUR = 3600_000;
/**
 * Failed logins allowed per login name and per client address, lower than the defaults (5, 20):
 * every failure costs a password hash, and the counts, not their size, are what is tested.
 */
const USER_LIMIT = 3;
const IP_LIMIT = 4;

let database: Database;
let servers: CrashServer[];
let nginx: LocalNginx;
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
      env: {
        ACCEPTANCE_DEADLINE_INTERVAL_MS: '200',
        REPORT_JOB_INTERVAL_MS: '200',
        OUTBOX_INTERVAL_MS: '200',
        TRUST_PROXY: 'true',
        LOGIN_RATE_LIMIT_USER: String(USER_LIMIT),
        LOGIN_RATE_LIMIT_IP: String(IP_LIMIT),
      },
    }),
  );
  await Promise.all(servers.map((server) => server.start()));
  nginx = await startLocalNginx(ports);
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all((servers ?? []).map((server) => server.stop()));
  await database?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('two API processes on one PostgreSQL', () => {
  it("delivers a write through one process to the other's stream and list within 1 s, through nginx", async () => {
    const writers = new Set<string>();
    const authorization = `Bearer ${await tokenOf(nginx.url, 'dyspozytor')}`;
    // Three requests a round (stream, write, list): the second round's write lands on the other process.
    for (let round = 0; round < 2; round += 1) {
      const stream = await openStream(`${nginx.url}/api/events`, { authorization });
      const reader = stream.headers.get(UPSTREAM_HEADER);
      await stream.next((block) => block.event === 'ready');
      const created = await fetch(`${nginx.url}/api/taxi_courses`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(taxiPayload(iris)),
      });
      expect(created.status).toBe(201);
      // Within 1 s of the write's answer (row 756): the write's own time, long on a loaded machine, is
      // not what travels between the processes.
      const written = performance.now();
      const writer = created.headers.get(UPSTREAM_HEADER) ?? '';
      expect(writer).not.toBe(reader);
      writers.add(writer);
      const { id } = (await created.json()) as { id: number };
      const event = await stream.next((block) => block.event === 'course_insert', 1000);
      const streamed = performance.now() - written;
      stream.close();
      expect(JSON.parse(event.data ?? 'null')).toMatchObject({ type: 'course_insert', courseId: id });
      expect(streamed).toBeLessThan(1000);
      // The next request, the list, goes to the reader's process: the newest course first there.
      const list = await fetch(`${nginx.url}/api/abstract_courses?order[createdAt]=desc&itemsPerPage=5`, {
        headers: { authorization },
      });
      const listed = performance.now() - written;
      expect(list.status).toBe(200);
      expect(list.headers.get(UPSTREAM_HEADER)).toBe(reader);
      const body = (await list.json()) as { 'hydra:member': { id: number }[] };
      expect(body['hydra:member'].map((member) => member.id)).toContain(id);
      expect(listed).toBeLessThan(1000);
    }
    expect(writers.size).toBe(2);
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
    const token = await tokenOf(nginx.url, 'dyspozytor');
    const created: { courseId: number; rideId: number }[] = [];
    for (let index = 0; index < 8; index += 1) {
      const response = await fetch(`${nginx.url}/api/taxi_courses`, {
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

  it('e-mails a scheduled report once a period with the report job running in both processes', async () => {
    const [flota] = await database.db.select().from(users).where(eq(users.username, 'flota'));
    if (!flota) throw new Error('flota');
    // Weekly: due on any day, from the week's Monday on (row 795).
    const [subscription] = await database.db
      .insert(reportSubscriptions)
      .values({ userId: flota.id, report: 'fleet_drivers', frequency: 'weekly' })
      .returning({ id: reportSubscriptions.id });
    const id = subscription?.id ?? NaN;
    const delivered = () =>
      database.db.select().from(reportDeliveries).where(eq(reportDeliveries.subscriptionId, id));
    await until(delivered, (rows) => rows.length > 0);
    // Both processes run the job a few more times: still one delivery, one e-mail.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await delivered()).toHaveLength(1);
    const mails = await database.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.relatedType, 'report_subscription'), eq(outboxMessages.relatedId, id)));
    expect(mails).toHaveLength(1);
  }, 60_000);

  it('sends each outbox message once, with the outbox polling in both processes', async () => {
    // A notice to a dispatcher with a phone and a desktop: one push row a device (issue 34), which
    // the check below sees sent once, by one process, like every other message.
    const [dispatcher] = await database.db.select().from(users).where(eq(users.username, 'dyspozytor'));
    if (!dispatcher) throw new Error('dyspozytor');
    await subscribeDevice(database.db, dispatcher.id);
    await subscribeDevice(database.db, dispatcher.id);
    const notice = { title: 'Nowy kurs', body: 'KMT/1', url: '/course', tag: 'two-processes' };
    expect(await enqueuePush(database.db, [dispatcher.id], notice)).toBe(2);
    // Password reset requests through nginx: messages enqueued by both processes.
    for (let index = 0; index < 6; index += 1) {
      const response = await fetch(`${nginx.url}/api/users/reset-password-request`, {
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
    const pushes = await database.db
      .select({ recipient: outboxMessages.recipient })
      .from(outboxMessages)
      .where(eq(outboxMessages.channel, 'push'));
    expect(new Set(pushes.map((row) => row.recipient)).size).toBe(2);
  }, 60_000);

  it('counts failed logins across both processes as one process does, per login and per address', async () => {
    const attempt = async (
      from: string,
      base: string,
      username: string,
      headers: Record<string, string> = {},
    ) => {
      const answer = await requestFrom(from, `${base}/api/login_check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ username, password: 'nie-to-haslo' }),
      });
      return { status: answer.status, upstream: String(answer.headers[UPSTREAM_HEADER]), body: answer.body };
    };
    const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status);
    const alternate = (answers: { upstream: string }[]) =>
      answers.every((answer, index) => index === 0 || answer.upstream !== answers[index - 1]?.upstream);
    const single: { status: number }[] = [];
    const alternating: { status: number; upstream: string }[] = [];
    for (let index = 0; index < USER_LIMIT + 2; index += 1)
      single.push(await attempt('127.0.0.1', servers[0]?.baseURL ?? '', 'firma'));
    for (let index = 0; index < USER_LIMIT + 2; index += 1)
      alternating.push(await attempt('127.0.0.2', nginx.url, 'transport'));
    expect(statuses(single)).toEqual([...Array<number>(USER_LIMIT).fill(401), 429, 429]);
    expect(statuses(alternating)).toEqual(statuses(single));
    expect(alternate(alternating)).toBe(true);

    // Per address (TRUST_PROXY: the address nginx sees), a new login name each time: one address is
    // refused after IP_LIMIT failures spread over both processes, a forged X-Forwarded-For does not
    // free it (nginx replaces the header), and another address still has its own count.
    const spread: { status: number; upstream: string }[] = [];
    for (let index = 0; index <= IP_LIMIT; index += 1)
      spread.push(await attempt('127.0.0.3', nginx.url, `nikt-${index}`));
    expect(statuses(spread)).toEqual([...Array<number>(IP_LIMIT).fill(401), 429]);
    expect(alternate(spread)).toBe(true);
    const forged = await attempt('127.0.0.3', nginx.url, 'nikt-forged', {
      'x-forwarded-for': '198.51.100.7',
    });
    expect(forged.status).toBe(429);
    expect(JSON.parse(forged.body)).toEqual({
      code: 429,
      message: 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za kilka minut.',
    });
    expect((await attempt('127.0.0.4', nginx.url, 'nikt-other')).status).toBe(401);
  }, 60_000);
});
