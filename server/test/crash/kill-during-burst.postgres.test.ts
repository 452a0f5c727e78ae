/**
 * Crash safety on PostgreSQL (ADR 008, docs/security.md): the real server, on a database of its own
 * beside TEST_POSTGRES_URL's, is killed with SIGKILL in the middle of a burst of course creates and
 * edits and password reset requests (6 concurrent workers), and started again. Every acknowledged
 * write is there as last written, no course is half written, and the outbox sends each message once:
 * a message the dead process claimed is taken again when its lease ends (1 s here, 15 min by default).
 * Between the kill and the restart two messages are put, in the dead server's database, in the two states
 * a kill can leave one in (claimed, not sent; claimed, file written, not marked): each is sent once.
 * Seed 14 (the kill after 6-30 acknowledgements is drawn from it): one kill, one restart, about 30-60
 * requests. Port 8581. Runs through scripts/test-postgres.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { postgresDatabaseUrl, recreatePostgresDatabase } from '../postgres-url.support';
import { seedCrashData, type CrashIris } from './crash-data.support';
import { runCrashScenario, summary } from './crash-scenario.support';
import { crashServer } from './crash-server.support';
import { expectNothingLost } from './expect-nothing-lost.support';

const SEED = Number(process.env.CRASH_SEED ?? 14);
const NAME = 'kursownik_crash';
const databaseUrl = postgresDatabaseUrl(NAME);
const work = mkdtempSync(join(tmpdir(), 'kursownik-pg-crash-'));
const outboxDir = join(work, 'outbox');
let iris: CrashIris;

beforeAll(async () => {
  await recreatePostgresDatabase(NAME);
  const database = await openDatabase(databaseUrl, work);
  try {
    iris = await seedCrashData(database.db);
  } finally {
    await database.close();
  }
});

// The data directory is tens of megabytes: not left behind in the temporary folder.
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe(`kill -9 during a burst of course writes, PostgreSQL (seed ${SEED})`, () => {
  it('loses no acknowledged write, leaves no half-written course, sends each message once', async () => {
    const server = crashServer({
      port: 8581,
      dataDir: work,
      outboxDir,
      databaseUrl,
      env: { OUTBOX_CLAIM_LEASE_SECONDS: '1' },
    });
    const report = await runCrashScenario({
      seed: SEED,
      server,
      iris,
      outboxDir,
      open: () => openDatabase(databaseUrl, work),
    });
    console.info(summary(report, server.log()));
    expectNothingLost(report);
    // About 30 s on a loaded 2-core machine; the margin is for a machine loaded further.
  }, 120_000);
});
