// Benchmark of GET /api/abstract_courses (15 a page, full nesting, with a filter) on a large data set,
// measured under autocannon at 32 connections, reported with a hello-world route of the same server in
// the same run as the baseline. Usage:
//   node --import tsx bench/course-list.bench.ts [--postgres] [--courses 100000] [--seconds 15]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDemoCourses } from '../server/db/seed/courses';
import { DEMO_PASSWORD, seedDemo } from '../server/db/seed/demo';
import { multiplyCourses } from './seed-many-courses';
import { startBenchPostgres } from './postgres';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const usePostgres = args.includes('--postgres');
const targetCourses = option('courses', 100_000);
const seconds = option('seconds', 15);
const CONNECTIONS = 32;

interface Measurement {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function measure(url: string, headers: Record<string, string>): Promise<Measurement> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'kursownik-bench-'));
const postgres = usePostgres ? await startBenchPostgres() : undefined;
// A run that fails half-way still stops its server (stop is synchronous, as 'exit' needs).
process.once('exit', () => postgres?.stop());
const database = await openDatabase(postgres?.url, dataDir);
console.log(`Seeding ${targetCourses} courses on ${database.kind}...`);
const started = Date.now();
await seedDemo(database.db);
await seedDemoCourses(database.db);
const total = await multiplyCourses(database.db, targetCourses);
console.log(`${total} courses in ${((Date.now() - started) / 1000).toFixed(0)} s`);

const config = {
  ...loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED: 'none', DATA_DIR: dataDir }),
  outboxIntervalMs: 0,
};
const app = await buildApp(config, database);
app.get('/bench/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${address}/api/login_check`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'dyspozytor', password: DEMO_PASSWORD }),
});
const { token } = (await login.json()) as { token: string };
const auth = { authorization: `Bearer ${token}` };

const listUrl = `${address}/api/abstract_courses?itemsPerPage=15&discriminator=taxi_course&column=in_progress`;
const check = (await (await fetch(listUrl, { headers: auth })).json()) as Record<string, unknown>;
console.log(`list: ${String(check['hydra:totalItems'])} matching courses`);

const hello = await measure(`${address}/bench/hello`, {});
const list = await measure(listUrl, auth);
await app.close();
await database.close();

const row = (name: string, m: Measurement) =>
  `| ${name} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.rps.toFixed(0)} | ${m.errors} |`;
console.log(`\n${database.kind}, ${total} courses, ${CONNECTIONS} connections, ${seconds} s each`);
console.log('| route | p50 ms | p95 ms | p99 ms | req/s | errors |\n| --- | --- | --- | --- | --- | --- |');
console.log(row('hello world (baseline)', hello));
console.log(row('GET /api/abstract_courses', list));
console.log(
  `ratio list/hello: p50 ${(list.p50 / Math.max(hello.p50, 1)).toFixed(1)}x, p99 ${(list.p99 / Math.max(hello.p99, 1)).toFixed(1)}x, throughput ${(hello.rps / Math.max(list.rps, 1)).toFixed(1)}x lower`,
);
