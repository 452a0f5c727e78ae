// The live-events and two-process benches run the real server as child processes (server/test/crash's
// harness) on a demo-seeded database: a throwaway PostgreSQL cluster, or a PGlite data directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client';
import { seedDemoCourses } from '../server/seed/courses';
import { DEMO_PASSWORD, seedDemo } from '../server/seed/demo';
import { startBenchPostgres } from './postgres';

export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  /** DATABASE_URL for the servers; undefined: PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  outboxDir: string;
  stop(): void;
}

/** Seeds the demo data (the README's logins and their courses) into a new database of `kind`. */
export async function prepareBenchDatabase(kind: 'postgres' | 'pglite'): Promise<BenchDatabase> {
  const work = mkdtempSync(join(tmpdir(), 'kursownik-bench-live-'));
  const postgres = kind === 'postgres' ? await startBenchPostgres() : undefined;
  const dataDir = join(work, 'data');
  const database = await openDatabase(postgres?.url, dataDir);
  try {
    await seedDemo(database.db);
    await seedDemoCourses(database.db);
  } finally {
    await database.close();
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    postgres?.stop();
    rmSync(work, { recursive: true, force: true });
  };
  // A run that fails half-way still removes its cluster (stop is synchronous, as 'exit' needs).
  process.once('exit', stop);
  return { kind, databaseUrl: postgres?.url, dataDir, outboxDir: join(work, 'outbox'), stop };
}

/** A bearer token of a demo login. */
export async function demoToken(baseURL: string, username: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** The resident memory of process `pid` in MB (VmRSS of /proc/<pid>/status). */
export async function residentMb(pid: number | undefined): Promise<number> {
  if (pid === undefined) return NaN;
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  return match?.[1] ? Number(match[1]) / 1024 : NaN;
}

export const option = (args: readonly string[], name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  if (!Number.isFinite(value)) throw new Error(`--${name} needs a number`);
  return value;
};
