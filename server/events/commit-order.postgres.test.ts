/**
 * Spec-decisions row 305 on PostgreSQL: an event whose transaction commits after a higher-numbered one
 * is never skipped by a client that reconnects in between. Each round: transactions L and H take event
 * ids n and n+1 and stay open (in 3 of 10 rounds H's transaction began first); one commits (mostly H, the
 * out-of-order case), the client reads its stream for a drawn while and disconnects; the other commits
 * or rolls back; the client reconnects with the last id it saw. Over all rounds the client gets each
 * committed event exactly once and no rolled-back one; n+1 reaches it before n has ended only when
 * H's transaction began first (then it may hold n+1 when it reconnects: the case). Seed 305
 * (EVENTS_SEED to vary), 24 rounds, a few seconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { seededRandom } from '../seed/courses';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo';
import { buildCourseApp } from '../test/courses/courses-app.support';
import { login } from '../test/factories.support';
import { postgresDatabaseUrl, recreatePostgresDatabase } from '../test/postgres-url.support';
import { publishAudienceEvent } from './audience-events';
import { openStream } from '../test/events/sse-client.support';
import type { SseBlock, SseStream } from '../test/events/sse-client.support';

const SEED = Number(process.env.EVENTS_SEED ?? 305);
const ROUNDS = 24;
const NAME = 'kursownik_commit_order';
const EVENT = 'commit_order_probe';
const work = mkdtempSync(join(tmpdir(), 'kursownik-pg-commit-order-'));
let database: Database;
let app: FastifyInstance;
let base: string;
let token: string;

/** A deferred value: resolved from outside. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * A write transaction run step by step: `begin` takes its transaction id (as a course write does with
 * its first update), `publish` logs its event, `end` commits or rolls back.
 */
function heldWrite() {
  const started = deferred<void>();
  const go = deferred<void>();
  const published = deferred<number>();
  const decision = deferred<boolean>();
  let done: Promise<void> | null = null;
  const begin = () => {
    done ??= database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_current_xact_id()`);
        started.resolve();
        await go.promise;
        published.resolve(
          await publishAudienceEvent(tx, {
            type: EVENT,
            entityType: EVENT,
            entityId: 1,
            audience: { roles: ['ROLE_ADMIN'] },
          }),
        );
        if (!(await decision.promise)) tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    return started.promise;
  };
  return {
    begin,
    async publish() {
      await begin();
      go.resolve();
      return published.promise;
    },
    async end(commit: boolean) {
      decision.resolve(commit);
      await done;
    },
  };
}

/** The admin's client: one stream at a time, resuming from the last id it read, as the SPA does. */
function client() {
  let lastId: string | null = null;
  let stream: SseStream | null = null;
  const received: number[] = [];
  const take = (block: SseBlock) => {
    if (block.id !== null) lastId = block.id;
    if (block.event === EVENT && block.id !== null) received.push(Number(block.id));
  };
  /** Takes what the stream gives until every id of `until` was received, or for `ms` at most. */
  const drain = async (ms: number, until: number[] = []) => {
    if (!stream) return;
    const done = () => until.length > 0 && until.every((id) => received.includes(id));
    if (done()) return;
    await stream
      .next((block) => {
        take(block);
        return done();
      }, ms)
      .catch(() => undefined);
  };
  return {
    received,
    async connect() {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (lastId !== null) headers['last-event-id'] = lastId;
      stream = await openStream(`${base}/api/events`, headers);
      // A first stream starts from `ready`'s id: what commits before it came is not the client's.
      if (lastId === null) take(await stream.next((block) => block.event === 'ready', 5000));
    },
    drain,
    async disconnect() {
      await drain(0);
      stream?.close();
      stream = null;
    },
  };
}

beforeAll(async () => {
  await recreatePostgresDatabase(NAME);
  database = await openDatabase(postgresDatabaseUrl(NAME), work);
  await seedDemo(database.db);
  app = await buildCourseApp(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
  token = (await login(app, 'admin', DEMO_PASSWORD)).token;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(work, { recursive: true, force: true });
});

describe(`events replayed in commit order, PostgreSQL (seed ${SEED})`, () => {
  it('never skips an event that commits after a higher id reached the client', async () => {
    const random = seededRandom(SEED);
    const reader = client();
    const committed: number[] = [];
    const rolledBack: number[] = [];
    let outOfOrder = 0;
    // Rounds of the issue's own case: the client had n+1 (and disconnected) before n committed.
    let gotHighFirst = 0;
    const open: ReturnType<typeof heldWrite>[] = [];
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        await reader.connect();
        const low = heldWrite();
        const high = heldWrite();
        open.push(low, high);
        // Sometimes the higher id's transaction started first (its xid is the lower one).
        const highBeganFirst = random() < 0.3;
        if (highBeganFirst) await high.begin();
        const lowId = await low.publish();
        const highId = await high.publish();
        expect(highId).toBeGreaterThan(lowId);
        const highFirst = random() < 0.75;
        const [first, firstId, second, secondId] = highFirst
          ? [high, highId, low, lowId]
          : [low, lowId, high, highId];
        const secondCommits = random() < 0.8;
        await first.end(true);
        committed.push(firstId);
        // Long enough, mostly, for a live event to arrive (the bus reads the log on the NOTIFY).
        await reader.drain(Math.floor(random() * 250), [firstId]);
        if (highFirst && highBeganFirst && reader.received.includes(highId)) gotHighFirst += 1;
        // Held back while a transaction that began before it can still commit.
        if (highFirst && !highBeganFirst) expect(reader.received).not.toContain(highId);
        if (highFirst) outOfOrder += 1;
        await reader.disconnect();
        await second.end(secondCommits);
        (secondCommits ? committed : rolledBack).push(secondId);
        await reader.connect();
        await reader.drain(3000, committed);
        await reader.disconnect();
      }
    } finally {
      await Promise.all(open.map((write) => write.end(false)));
    }
    expect(outOfOrder).toBeGreaterThan(ROUNDS / 2);
    expect(gotHighFirst).toBeGreaterThan(0);
    // Each committed event exactly once (none skipped, none twice); none rolled back.
    const byId = (a: number, b: number) => a - b;
    expect([...reader.received].sort(byId)).toEqual([...committed].sort(byId));
    expect(reader.received.filter((id) => rolledBack.includes(id))).toEqual([]);
  }, 60_000);
});
