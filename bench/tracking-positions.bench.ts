// Issue 35's positions bench: `--cars` simulated cars each POST a position every 5 s
// (POST /api/course-info/position/{driver token}) to one API process on PostgreSQL, while `--pages`
// tracking pages poll GET /api/tracking/{token} every 7 s and `--lists` dispatchers poll their course
// list every 5 s; GET /api/health is polled in the same run as the baseline (10 clients, once a
// second). Each client waits its interval from the start of its previous request, and never sends
// two at once. Reports per kind: requests, throughput against what was offered, p50/p95/p99 and their
// ratios to health's, errors; then the EXPLAIN plans of the positions statements. Usage:
//   node --import tsx bench/tracking-positions.bench.ts [--cars 500] [--pages 1000] [--lists 100]
//     [--seconds 60] [--courses 5000]
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { freePort } from '../scripts/local-postgres';
import { openDatabase } from '../server/db/client';
import { latestPositionQuery } from '../server/resources/tracking/positions.repository';
import { crashServer } from '../server/test/crash/crash-server.support';
import { demoToken, option, prepareBenchDatabase } from './real-server';
import { rows, seedRidesInProgress } from './seed-rides-in-progress';
import { multiplyCourses } from './seed-many-courses';
import { percentile } from './sse-client';

const args = process.argv.slice(2);
const CARS = option(args, 'cars', 500);
const PAGES = option(args, 'pages', 1000);
const LISTS = option(args, 'lists', 100);
const SECONDS = option(args, 'seconds', 60);
const COURSES = option(args, 'courses', 5000);
const SECRET = 'bench-tracking-secret-of-at-least-thirty-two-characters';

const bench = await prepareBenchDatabase('postgres');
const database = await openDatabase(bench.databaseUrl, bench.dataDir);
const db = database.db;
await multiplyCourses(db, COURSES);
const seeded = await seedRidesInProgress(db, CARS, SECRET);
if (seeded.driverTokens.length < CARS) throw new Error(`Only ${seeded.driverTokens.length} courses to drive`);
const server = crashServer({
  port: await freePort(),
  dataDir: `${bench.dataDir}-api`,
  outboxDir: bench.outboxDir,
  databaseUrl: bench.databaseUrl,
  env: { JWT_SECRET: SECRET, LOG_LEVEL: 'warn', ACCEPTANCE_DEADLINE_INTERVAL_MS: '60000' },
});
await server.start();
const base = server.baseURL;
const dispatcher = { authorization: `Bearer ${await demoToken(base, 'dyspozytor')}` };

type Kind = 'health' | 'position' | 'tracking' | 'list';
const latencies: Record<Kind, number[]> = { health: [], position: [], tracking: [], list: [] };
const errors: Record<Kind, Map<string, number>> = {
  health: new Map(),
  position: new Map(),
  tracking: new Map(),
  list: new Map(),
};
const stopAt = performance.now() + SECONDS * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One client: `send` every `everyMs` from a random start, until the run ends. */
async function client(kind: Kind, everyMs: number, expected: number, send: () => Promise<Response>) {
  await sleep(Math.random() * everyMs);
  while (performance.now() < stopAt) {
    const started = performance.now();
    let outcome = '';
    try {
      const response = await send();
      await response.arrayBuffer();
      if (response.status !== expected) outcome = String(response.status);
    } catch (error) {
      outcome =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '?';
    }
    latencies[kind].push(performance.now() - started);
    if (outcome) errors[kind].set(outcome, (errors[kind].get(outcome) ?? 0) + 1);
    await sleep(Math.max(0, everyMs - (performance.now() - started)));
  }
}

/** A car moving north-east a little at each reading. */
const reading = (car: number, step: number) =>
  JSON.stringify({ latitude: 52 + car / 1000 + step / 10_000, longitude: 21 + step / 10_000, accuracy: 10 });
const clients: Promise<void>[] = [];
for (let index = 0; index < 10; index += 1)
  clients.push(client('health', 1000, 200, () => fetch(`${base}/api/health`)));
seeded.driverTokens.slice(0, CARS).forEach((token, car) => {
  let step = 0;
  const url = `${base}/api/course-info/position/${token}`;
  const headers = { 'content-type': 'application/json' };
  clients.push(
    client('position', 5000, 204, () =>
      fetch(url, { method: 'POST', headers, body: reading(car, (step += 1)) }),
    ),
  );
});
for (let page = 0; page < PAGES; page += 1) {
  const token = seeded.trackingTokens[page % seeded.trackingTokens.length] ?? '';
  clients.push(client('tracking', 7000, 200, () => fetch(`${base}/api/tracking/${token}`)));
}
for (let list = 0; list < LISTS; list += 1)
  clients.push(
    client('list', 5000, 200, () =>
      fetch(`${base}/api/abstract_courses?itemsPerPage=15`, { headers: dispatcher }),
    ),
  );
await Promise.all(clients);

const offered: Record<Kind, number> = {
  health: 10,
  position: CARS / 5,
  tracking: PAGES / 7,
  list: LISTS / 5,
};
const sorted = Object.fromEntries(
  Object.entries(latencies).map(([kind, values]) => [kind, [...values].sort((a, b) => a - b)]),
) as Record<Kind, number[]>;
const at = (kind: Kind, p: number) => percentile(sorted[kind], p);
const ms = (value: number) => value.toFixed(1);
console.log(
  `\nPostgreSQL, one API process, ${COURSES} courses, ${CARS} cars, ${PAGES} tracking pages, ${LISTS} lists, ${SECONDS} s`,
);
console.log(
  '| requests | count | req/s (offered) | p50 ms | p95 ms | p99 ms | x health p50/p95/p99 | errors |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const kind of ['health', 'position', 'tracking', 'list'] as const) {
  const count = sorted[kind].length;
  const ratio = [50, 95, 99]
    .map((p) => (at(kind, p) / Math.max(at('health', p), 0.1)).toFixed(1))
    .join(' / ');
  const failed = [...errors[kind]].map(([what, n]) => `${n} ${what}`).join(', ') || '0';
  console.log(
    `| ${kind} | ${count} | ${(count / SECONDS).toFixed(1)} (${offered[kind].toFixed(1)}) | ${ms(at(kind, 50))} | ${ms(at(kind, 95))} | ${ms(at(kind, 99))} | ${ratio} | ${failed} |`,
  );
}

// What the positions statements read: the latest position of a course, the driver link by its hash.
// Statistics first: the planner's choice for the tables as the run left them, not as seeded.
await db.execute(sql`analyze course_positions, driver_links`);
const [sample] = await rows<{ course_id: number; n: number }>(
  db,
  sql`select course_id, count(*)::int as n from course_positions group by 1 limit 1`,
);
const [kept] = await rows<{ n: number }>(db, sql`select count(*)::int as n from course_positions`);
console.log(`\n${kept?.n ?? 0} positions kept (${sample?.n ?? 0} for course ${sample?.course_id ?? '-'})`);
for (const [name, query] of [
  // The statement the server runs (positions.repository.ts), not a copy of it.
  ['latest position', sql`explain ${latestPositionQuery(db, sample?.course_id ?? 0)}`],
  ['driver link', sql`explain select course_id from driver_links where token_hash = ${'x'.repeat(64)}`],
] as const) {
  const plan = (await rows<Record<string, string>>(db, query))
    .map((row) => Object.values(row)[0])
    .join('\n  ');
  console.log(`EXPLAIN ${name}:\n  ${plan}`);
}
const totalErrors = Object.values(errors).reduce(
  (sum, map) => sum + [...map.values()].reduce((a, b) => a + b, 0),
  0,
);
console.log(
  `SUMMARY positions: ${sorted.position.length} sent, p95 ${(at('position', 95) / Math.max(at('health', 95), 0.1)).toFixed(1)} x health's, ` +
    `tracking p95 ${(at('tracking', 95) / Math.max(at('health', 95), 0.1)).toFixed(1)} x, list p95 ${(at('list', 95) / Math.max(at('health', 95), 0.1)).toFixed(1)} x, ${totalErrors} errors`,
);
await server.stop();
await database.close();
bench.stop();
