/**
 * Crash safety on the embedded database (ADR 008, docs/security.md): the real server, on a PGlite data
 * directory, is killed with SIGKILL in the middle of a burst of course creates and edits and password
 * reset requests (6 concurrent workers), and started again on the same data. Every acknowledged write
 * is there as last written, no course is half written, and the outbox sends each message once —
 * a message claimed but not sent by the dead process too.
 * Between the kill and the restart two messages are put, on the dead server's data, in the two states
 * a kill can leave one in (claimed, not sent; claimed, file written, not marked): each is sent once.
 * Seed 14 (the kill after 6-30 acknowledgements is drawn from it): one kill, one restart, about 30-60
 * requests. Port 8580.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { prepareDataDir, type CrashIris } from './crash-data.support';
import { runCrashScenario, summary } from './crash-scenario.support';
import { crashServer } from './crash-server.support';
import { expectNothingLost } from './expect-nothing-lost.support';

const SEED = Number(process.env.CRASH_SEED ?? 14);
const work = mkdtempSync(join(tmpdir(), 'kursownik-crash-'));
const dataDir = join(work, 'data');
const outboxDir = join(work, 'outbox');
let iris: CrashIris;

beforeAll(async () => {
  iris = await prepareDataDir(dataDir);
}, 120_000);

// The data directory is tens of megabytes: not left behind in the temporary folder.
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe(`kill -9 during a burst of course writes, embedded PGlite (seed ${SEED})`, () => {
  it('loses no acknowledged write, leaves no half-written course, sends each message once', async () => {
    const server = crashServer({ port: 8580, dataDir, outboxDir });
    const report = await runCrashScenario({
      seed: SEED,
      server,
      iris,
      outboxDir,
      open: () => openDatabase(undefined, dataDir),
    });
    console.info(summary(report, server.log()));
    expectNothingLost(report);
  }, 180_000);
});
