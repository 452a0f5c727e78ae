// Issue 32's "under writes" case on PostgreSQL: a dispatcher office reads its four list pages at 32
// connections (warm: served by the list cache) while a dispatcher cancels and restores a ride of a
// listed course 5 times a second. Reports, against hello-world in the same run: throughput share and
// p95 ratio of the office warm and under writes, their errors and the writes' errors, and for each
// write the time from its answer to the office's first page showing it (target < 1 s). Usage:
//   node --import tsx bench/list-under-writes.bench.ts [--courses 100000] [--seconds 15] [--writes 5]
// Targets (issue 32): under writes >= 10 % of hello-world, p95 <= 20 x, no error, each write < 1 s.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDemoCourses } from '../server/seed/courses';
import { DEMO_PASSWORD, seedDemo } from '../server/seed/demo';
import { measure, type Measurement } from './measure-route';
import { startBenchPostgres } from './postgres';
import { option } from './real-server';
import { multiplyCourses } from './seed-many-courses';
import { percentile } from './sse-client';

process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= '0';
const args = process.argv.slice(2);
const courses = option(args, 'courses', 20_000);
const seconds = option(args, 'seconds', 10);
const writesPerSecond = option(args, 'writes', 5);
const CONNECTIONS = 32;
const OFFICE = ['', '&column=in_progress', '&rideStatus%5B%5D=planning', '&column=requires_attention'].map(
  (filter) => `/api/abstract_courses?itemsPerPage=15${filter}`,
);
/** The page the written course is listed on (the office's first); a cancelled-only course leaves it. */
const WATCHED = OFFICE[0] ?? '';

interface Page {
  'hydra:member': { id: number; rides: { id: number; status: string }[] }[];
}

const postgres = await startBenchPostgres();
process.once('exit', () => postgres.stop());
const dataDir = mkdtempSync(join(tmpdir(), 'kursownik-bench-writes-'));
const database = await openDatabase(postgres.url, dataDir);
const seeded = Date.now();
await seedDemo(database.db);
await seedDemoCourses(database.db);
const total = await multiplyCourses(database.db, courses);
console.log(`${total} courses seeded in ${((Date.now() - seeded) / 1000).toFixed(0)} s`);
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED: 'none', DATA_DIR: dataDir });
const app = await buildApp({ ...config, outboxIntervalMs: 0 }, database);
app.get('/bench/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });

async function signIn(username: string): Promise<Record<string, string>> {
  const response = await fetch(`${address}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}
const office = await signIn('dyspozytor');
const writer = await signIn('dyspozytor');
const post = (rideId: number, action: 'cancel' | 'restore') =>
  fetch(`${address}/api/taxi_course_rides/${rideId}/${action}`, { method: 'POST', headers: writer });
/** The ride's status on the watched page; 'cancelled' when its course left the page. */
async function listedStatus(courseId: number, rideId: number): Promise<string> {
  const page = (await (await fetch(`${address}${WATCHED}`, { headers: office })).json()) as Page;
  const course = page['hydra:member'].find((member) => member.id === courseId);
  return course?.rides.find((ride) => ride.id === rideId)?.status ?? 'cancelled';
}

// A listed course with one ride that the dispatcher may cancel and restore.
const listed = (await (await fetch(`${address}${WATCHED}`, { headers: office })).json()) as Page;
let target: { courseId: number; rideId: number } | undefined;
for (const course of listed['hydra:member'].filter((member) => member.rides.length === 1)) {
  const rideId = course.rides[0]?.id ?? 0;
  if ((await post(rideId, 'cancel')).status !== 200) continue;
  if ((await post(rideId, 'restore')).status === 200) {
    target = { courseId: course.id, rideId };
    break;
  }
}
if (!target) throw new Error('No listed one-ride course could be cancelled and restored');
const { courseId, rideId } = target;

const hello = await measure(`${address}/bench/hello`, {}, CONNECTIONS, seconds);
const warm = await measure(address, office, CONNECTIONS, seconds, OFFICE);

// The writer: one write each 1/writesPerSecond s (cancel, restore, ...); after each answer it polls
// the watched page until it shows the write, under the same load as the office.
const visible: number[] = [];
let writeErrors = 0;
let stopped = false;
async function writeLoop(): Promise<void> {
  let cancel = true;
  while (!stopped) {
    const tick = performance.now();
    const response = await post(rideId, cancel ? 'cancel' : 'restore');
    const answered = performance.now();
    if (response.status !== 200) writeErrors += 1;
    else {
      // The answer is the course; the ride's status in it is what the list must show.
      const course = (await response.json()) as Page['hydra:member'][number];
      const status = course.rides.find((ride) => ride.id === rideId)?.status;
      while ((await listedStatus(courseId, rideId)) !== status) {
        if (performance.now() - answered > 10_000) break;
      }
      visible.push(performance.now() - answered);
    }
    cancel = !cancel;
    const wait = 1000 / writesPerSecond - (performance.now() - tick);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
const writes = writeLoop();
const underWrites = await measure(address, office, CONNECTIONS, seconds, OFFICE);
stopped = true;
await writes;
await app.close();
await database.close();
postgres.stop();

const row = (name: string, m: Measurement) =>
  `| ${name} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.rps.toFixed(0)} | ${m.errors} |`;
console.log(`\nPostgreSQL, ${total} courses, ${CONNECTIONS} connections, ${seconds} s each`);
console.log('| route | p50 ms | p95 ms | p99 ms | req/s | errors |\n| --- | --- | --- | --- | --- | --- |');
console.log(row('hello world (baseline)', hello));
console.log(row('office pages, warm', warm));
console.log(row(`office pages, ${writesPerSecond} writes/s`, underWrites));
visible.sort((a, b) => a - b);
const ms = (value: number) => value.toFixed(0);
console.log(
  `\n${visible.length} writes (${(visible.length / seconds).toFixed(1)}/s), ${writeErrors} refused; ` +
    `write answer to the list showing it: p50 ${ms(percentile(visible, 50))} ms, p99 ${ms(percentile(visible, 99))} ms, max ${ms(visible.at(-1) ?? NaN)} ms`,
);
for (const [name, m, share, times] of [
  ['warm', warm, 30, 5],
  ['under writes', underWrites, 10, 20],
] as const) {
  const throughput = (100 * m.rps) / Math.max(hello.rps, 1);
  const p95 = m.p95 / Math.max(hello.p95, 1);
  const verdict = throughput >= share && p95 <= times && m.errors === 0 ? 'meets' : 'misses';
  console.log(
    `SUMMARY office ${name}: throughput ${throughput.toFixed(1)} % of hello-world (target >= ${share} %), p95 ${p95.toFixed(1)} x (target <= ${times} x), ${m.errors} errors: ${verdict}`,
  );
}
const slowest = visible.at(-1) ?? Infinity;
console.log(
  `SUMMARY visibility: every write in the list within ${ms(slowest)} ms (target < 1000 ms, no refused write): ${slowest < 1000 && writeErrors === 0 ? 'meets' : 'misses'}`,
);
