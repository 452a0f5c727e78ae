/**
 * Concurrent misses share one build (row 837): the answer cache on a bare route whose build counts its
 * runs and waits at a gate, so the test decides which requests arrive while a build is in flight.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createAnswerCache } from './answer-cache';

interface Asked {
  /** The caller's class and query: the cache key. */
  key: string;
  version: string;
}

let app: FastifyInstance;
let builds: string[];
let arrived: number;
let gate: Promise<void>;
let open: () => void;
let failWith: Error | null;
let statusOfBuild: number;

beforeEach(async () => {
  builds = [];
  arrived = 0;
  failWith = null;
  statusOfBuild = 200;
  gate = new Promise((resolve) => (open = resolve));
  app = Fastify();
  const cache = createAnswerCache({ maxEntries: 10, maxBytes: 10_000 }, () => new Date());
  // Authentication reads the version in the app (auth/authenticate.ts); here the caller names it.
  app.decorateRequest('dataVersion', null);
  app.get<{ Querystring: Asked }>(
    '/list',
    { onSend: cache.onSend, onResponse: cache.onResponse },
    async (request, reply) => {
      const { key, version } = request.query;
      request.dataVersion = version;
      arrived += 1;
      return cache.answer(request, reply, {
        db: {} as Db, // never read: the version is the request's
        key,
        expiresAt: async () => Infinity,
        build: async () => {
          builds.push(`${key}@${version}`);
          await gate;
          if (failWith) throw failWith;
          reply.code(statusOfBuild);
          return { key, version, built: builds.length };
        },
      });
    },
  );
  await app.ready();
});
afterEach(async () => {
  await app.close();
});

const get = (key: string, version: string) => app.inject({ url: '/list', query: { key, version } });

/** Opens the gate once `count` requests have reached the handler, so all of them are in flight. */
async function openWhenArrived(count: number) {
  while (arrived < count) await new Promise((resolve) => setImmediate(resolve));
  open();
}

describe('concurrent misses of one answer', () => {
  it('build it once and all get its bytes, then it is stored', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => get('all', 'v1')),
      openWhenArrived(8).then(() => null),
    ]);
    const bodies = answers.flatMap((answer) => (answer ? [answer] : []));
    expect(builds).toEqual(['all@v1']);
    expect(bodies.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(bodies.map((answer) => answer.body)).size).toBe(1);
    expect(new Set(bodies.map((answer) => answer.headers.etag)).size).toBe(1);
    expect((await get('all', 'v1')).body).toBe(bodies[0]?.body);
    expect(builds).toHaveLength(1);
  });

  it('share an error with every waiter, keep nothing, and build again on the next request', async () => {
    failWith = new Error('database gone');
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => get('all', 'v1')),
      openWhenArrived(4).then(() => null),
    ]);
    expect(builds).toEqual(['all@v1']);
    expect(answers.flatMap((answer) => (answer ? [answer.statusCode] : []))).toEqual([500, 500, 500, 500]);
    failWith = null;
    const retried = await get('all', 'v1');
    expect(retried.statusCode).toBe(200);
    expect(builds).toHaveLength(2);
  });

  it('end their wait when the builder answered something that is not stored', async () => {
    statusOfBuild = 203;
    const [builder, waiter] = await Promise.all([get('all', 'v1'), get('all', 'v1'), openWhenArrived(2)]);
    expect(builder.statusCode).toBe(203);
    expect(waiter.statusCode).toBe(500);
    expect(builds).toHaveLength(1);
  });

  it('never give a request that read a later data version a build started from an older one', async () => {
    const [older, newer] = await Promise.all([get('all', 'v1'), get('all', 'v2'), openWhenArrived(2)]);
    expect(builds).toEqual(['all@v1', 'all@v2']);
    expect(JSON.parse(older.body)).toMatchObject({ version: 'v1' });
    expect(JSON.parse(newer.body)).toMatchObject({ version: 'v2' });
  });

  it('never make one class await another class’s build', async () => {
    const [dispatcher, railway] = await Promise.all([
      get('all', 'v1'),
      get('company:3', 'v1'),
      openWhenArrived(2),
    ]);
    expect(builds).toEqual(['all@v1', 'company:3@v1']);
    expect(JSON.parse(dispatcher.body)).toMatchObject({ key: 'all' });
    expect(JSON.parse(railway.body)).toMatchObject({ key: 'company:3' });
  });
});
