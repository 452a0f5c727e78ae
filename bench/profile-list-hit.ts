// CPU profile of the server while it serves cached course-list hits (issue 32, ADR 014's amendment):
// the office's four list pages at 32 connections, PostgreSQL, nothing written, so every request after
// the first four is a hit. The server runs in this process under the inspector's profiler; the load
// comes from autocannon in a child process, so the profile is the server's alone. Prints the functions
// with the most self time and the share of each part, and writes the .cpuprofile for a closer look
// (Chrome DevTools, Performance tab, "Load profile"). Usage:
//   node --import tsx bench/profile-list-hit.ts [--courses 2000] [--seconds 10] [--log-level info]
// The default log level is the production default (info): what every request costs in logging is seen.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session, type Profiler } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDemoCourses } from '../server/seed/courses';
import { DEMO_PASSWORD, seedDemo } from '../server/seed/demo';
import { startBenchPostgres } from './postgres';
import { option } from './real-server';
import { multiplyCourses } from './seed-many-courses';

const args = process.argv.slice(2);
const courses = option(args, 'courses', 2000);
const seconds = option(args, 'seconds', 10);
const levelAt = args.indexOf('--log-level');
const logLevel = levelAt >= 0 ? (args[levelAt + 1] ?? 'info') : 'info';
const OFFICE = ['', '&column=in_progress', '&rideStatus%5B%5D=planning', '&column=requires_attention'].map(
  (filter) => `/api/abstract_courses?itemsPerPage=15${filter}`,
);

/** autocannon's CLI in its own process: one connection set per page, all at once, as the office. */
function load(address: string, token: string): Promise<void> {
  const bin = join(process.cwd(), 'node_modules/.bin/autocannon');
  const runs = OFFICE.map(
    (path) =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(
          bin,
          ['-c', '8', '-d', String(seconds), '-H', `authorization=Bearer ${token}`, `${address}${path}`],
          { stdio: ['ignore', 'ignore', 'inherit'] },
        );
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`autocannon ${code}`))));
      }),
  );
  return Promise.all(runs).then(() => undefined);
}

/** Self time per function (and per part: our code, fastify, pino, drivers, node) from a profile. */
function summarize(profile: Profiler.Profile): void {
  const self = new Map<string, number>();
  const parts = new Map<string, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map<number, number>();
  for (const sample of profile.samples ?? []) counts.set(sample, (counts.get(sample) ?? 0) + 1);
  const total = profile.samples?.length ?? 1;
  for (const [id, count] of counts) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const where = frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/work\/[^/]+\//, '');
    const name = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + count);
    const part = frame.url === '' ? frame.functionName : (where.split('/')[0] ?? where);
    parts.set(part, (parts.get(part) ?? 0) + count);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, count]) => `${((100 * count) / total).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  console.log(`\nSelf time by part (${total} samples):\n${top(parts, 15)}`);
  console.log(`\nSelf time by function:\n${top(self, 25)}`);
}

const postgres = await startBenchPostgres();
process.once('exit', () => postgres.stop());
const dataDir = mkdtempSync(join(tmpdir(), 'kursownik-profile-'));
const database = await openDatabase(postgres.url, dataDir);
await seedDemo(database.db);
await seedDemoCourses(database.db);
console.log(`${await multiplyCourses(database.db, courses)} courses`);
const config = loadConfig({ ...process.env, LOG_LEVEL: logLevel, SEED: 'none', DATA_DIR: dataDir });
const app = await buildApp({ ...config, outboxIntervalMs: 0 }, database);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${address}/api/login_check`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'dyspozytor', password: DEMO_PASSWORD }),
});
const { token } = (await login.json()) as { token: string };
for (const path of OFFICE)
  await fetch(`${address}${path}`, { headers: { authorization: `Bearer ${token}` } });

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
await session.post('Profiler.start');
await load(address, token);
const { profile } = await session.post('Profiler.stop');
session.disconnect();
const file = join(dataDir, 'list-hit.cpuprofile');
writeFileSync(file, JSON.stringify(profile));
summarize(profile);
console.log(`\nProfile: ${file}`);
await app.close();
await database.close();
postgres.stop();
