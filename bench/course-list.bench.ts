// Benchmark of GET /api/abstract_courses (15 a page, full nesting, a column filter) on a large data
// set, signed in as the dispatcher (sees every course) and as a transport company that executes about
// a tenth of them, measured under autocannon at 32 connections against a hello-world route of the same
// server in the same run (the baseline). Usage:
//   node --import tsx bench/course-list.bench.ts                      PGlite, 20 000 courses, 5 s each
//   node --import tsx bench/course-list.bench.ts --postgres           PGlite, then PostgreSQL, same data
//   node --import tsx bench/course-list.bench.ts --postgres --courses 100000 --seconds 15
//   node --import tsx bench/course-list.bench.ts --postgres --courses 1000000 --seconds 15   (the full size)
//   node --import tsx bench/course-list.bench.ts --postgres-only --courses 1000000 --seconds 15   (PostgreSQL alone)
// The list cache is on as in production (LIST_CACHE_ENTRIES); LIST_CACHE_ENTRIES=0 measures without it.
// Targets (issue 15): list throughput >= 10 % of hello-world, list p95 <= 20 x hello-world's p95,
// PGlite's list within 3 x of PostgreSQL's.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { companies } from '../server/db/schema';
import { EURO_BUS, TAXI_TRANS } from '../server/seed/companies.data';
import { seedDemoCourses } from '../server/seed/courses';
import { DEMO_PASSWORD, seedDemo } from '../server/seed/demo';
import { measure, type Measurement } from './measure-route';
import { multiplyCourses, narrowCompanyShare } from './seed-many-courses';
import { startBenchPostgres } from './postgres';

// Seeding a million courses runs statements longer than a request may (server/db/client.ts).
process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= '0';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const targetCourses = option('courses', 20_000);
const seconds = option('seconds', 5);
const CONNECTIONS = 32;
const LIST = '/api/abstract_courses?itemsPerPage=15&discriminator=taxi_course&column=in_progress';
/**
 * Issue 32's warm case: a dispatcher office reading its list pages (all, in progress, planning,
 * requires attention) over and over, nothing written; served by the list cache unless
 * LIST_CACHE_ENTRIES=0 (ADR 014's amendment).
 */
const OFFICE = [
  '/api/abstract_courses?itemsPerPage=15',
  '/api/abstract_courses?itemsPerPage=15&column=in_progress',
  '/api/abstract_courses?itemsPerPage=15&rideStatus%5B%5D=planning',
  '/api/abstract_courses?itemsPerPage=15&column=requires_attention',
];

interface Run {
  kind: string;
  total: number;
  hello: Measurement;
  lists: { who: string; matching: string; m: Measurement }[];
}

async function signIn(address: string, username: string): Promise<Record<string, string>> {
  const login = await fetch(`${address}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function runOn(postgresUrl: string | undefined): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kursownik-bench-'));
  const database = await openDatabase(postgresUrl, dataDir);
  console.log(`Seeding ${targetCourses} courses on ${database.kind}...`);
  const started = Date.now();
  await seedDemo(database.db);
  await seedDemoCourses(database.db);
  const total = await multiplyCourses(database.db, targetCourses);
  const [taxiTrans] = await database.db.select().from(companies).where(eq(companies.name, TAXI_TRANS));
  const [other] = await database.db.select().from(companies).where(eq(companies.name, EURO_BUS));
  if (!taxiTrans || !other) throw new Error('Demo transport companies missing');
  const share = await narrowCompanyShare(database.db, taxiTrans.id, other.id, 0.1);
  console.log(
    `${total} courses in ${((Date.now() - started) / 1000).toFixed(0)} s; ${TAXI_TRANS} executes ${(share * 100).toFixed(1)} %`,
  );

  const config = {
    ...loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED: 'none', DATA_DIR: dataDir }),
    outboxIntervalMs: 0,
  };
  const app = await buildApp(config, database);
  app.get('/bench/hello', async () => ({ hello: 'world' }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const hello = await measure(`${address}/bench/hello`, {}, CONNECTIONS, seconds);
  const lists = [];
  for (const who of ['dyspozytor', 'transport']) {
    const headers = await signIn(address, who);
    const body = (await (await fetch(`${address}${LIST}`, { headers })).json()) as Record<string, unknown>;
    const matching = `${body.totalItemsLimited ? 'ponad ' : ''}${String(body['hydra:totalItems'])}`;
    lists.push({ who, matching, m: await measure(`${address}${LIST}`, headers, CONNECTIONS, seconds) });
  }
  const office = await signIn(address, 'dyspozytor');
  lists.push({
    who: 'dyspozytor, office pages',
    matching: `${OFFICE.length} pages`,
    m: await measure(address, office, CONNECTIONS, seconds, OFFICE),
  });
  await app.close();
  await database.close();
  return { kind: database.kind, total, hello, lists };
}

// --postgres-only skips PGlite: a million courses in PGlite take far longer to seed than the run.
const postgresOnly = args.includes('--postgres-only');
const runs = postgresOnly ? [] : [await runOn(undefined)];
if (postgresOnly || args.includes('--postgres')) {
  const postgres = await startBenchPostgres();
  // A run that fails half-way still stops its server (stop is synchronous, as 'exit' needs).
  process.once('exit', () => postgres.stop());
  runs.push(await runOn(postgres.url));
  postgres.stop();
}

const row = (name: string, m: Measurement) =>
  `| ${name} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.rps.toFixed(0)} | ${m.errors} |`;
for (const run of runs) {
  console.log(`\n${run.kind}, ${run.total} courses, ${CONNECTIONS} connections, ${seconds} s each`);
  console.log('| route | p50 ms | p95 ms | p99 ms | req/s | errors |\n| --- | --- | --- | --- | --- | --- |');
  console.log(row('hello world (baseline)', run.hello));
  for (const { who, matching, m } of run.lists) console.log(row(`course list as ${who} (${matching})`, m));
}
console.log('');
for (const run of runs) {
  for (const { who, m } of run.lists) {
    const throughput = (100 * m.rps) / Math.max(run.hello.rps, 1);
    const p95 = m.p95 / Math.max(run.hello.p95, 1);
    // Issue 32's warm office targets are 30 % and 5 x; issue 15's single list's 10 % and 20 x.
    const [share, times] = who.includes('office') ? [30, 5] : [10, 20];
    const verdict = throughput >= share && p95 <= times ? 'meets' : 'misses';
    console.log(
      `SUMMARY ${run.kind} ${who}: throughput ${throughput.toFixed(1)} % of hello-world (target >= ${share} %), p95 ${p95.toFixed(1)} x hello-world's (target <= ${times} x): ${verdict}`,
    );
  }
}
const [pglite, postgres] = runs;
if (pglite && postgres) {
  pglite.lists.forEach(({ who, m }, index) => {
    const other = postgres.lists[index]?.m;
    if (!other) return;
    const slower = Math.max(other.rps, 1) / Math.max(m.rps, 1);
    console.log(
      `SUMMARY PGlite/PostgreSQL ${who}: PGlite's throughput ${slower.toFixed(1)} x lower, p95 ${(m.p95 / Math.max(other.p95, 1)).toFixed(1)} x (target within 3 x)`,
    );
  });
}
