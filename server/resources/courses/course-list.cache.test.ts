/**
 * The class rule of the course list's answer cache (course-list.cache.ts, row 743), proven on the
 * demo data for every demo login: callers of one class get byte-identical answers from the uncached
 * list, and the cached list gives each login exactly what the uncached one gives it, logins of all
 * classes interleaved; an answer also ends when a waiting acceptance becomes overdue by the clock.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseVisibility } from '../../../domain/courses/visibility';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { DEMO_USERS } from '../../seed/demo';
import { as } from '../../test/demo-session.support';
import { openSeededDatabase, TEST_NOW, userOf } from '../../test/courses/courses-app.support';
import { testConfig } from '../../test/factories.support';
import { courseListClass, nextListDeadline } from './course-list.cache';

const QUERIES = [
  '',
  'column=requires_attention&itemsPerPage=100',
  'column=in_progress&itemsPerPage=5',
  'includeCancelledCourses=true&itemsPerPage=50&order%5BcreatedAt%5D=desc',
];
const LOGINS = DEMO_USERS.map((user) => user.username);

let database: Database;
let cached: FastifyInstance;
let uncached: FastifyInstance;
let clock = TEST_NOW;
/** The uncached answer's bytes by login and query. */
const truth = new Map<string, string>();
/** One login each, used on both apps: they share the database and the signing secret. */
const sessions = new Map<string, Record<string, string>>();

const body = async (app: FastifyInstance, username: string, query: string) => {
  const response = await app.inject({
    url: `/api/abstract_courses?${query}`,
    headers: sessions.get(username),
  });
  expect(response.statusCode, `${username} ${query}: ${response.body}`).toBe(200);
  return response.body;
};

beforeAll(async () => {
  database = await openSeededDatabase();
  cached = await buildApp(testConfig(), database, { now: () => clock });
  uncached = await buildApp(testConfig({ listCacheEntries: 0 }), database, { now: () => clock });
  // Signed in first: a login writes (refresh tokens), which would end every stored answer.
  for (const username of LOGINS) sessions.set(username, await as(cached, username));
  for (const username of LOGINS)
    for (const query of QUERIES) truth.set(`${username} ${query}`, await body(uncached, username, query));
}, 240_000);
afterAll(async () => {
  await cached.close();
  await uncached.close();
  await database.close();
});

describe('the course list visibility class', () => {
  it('gives every caller of one class the same bytes from the uncached list', async () => {
    const classes = new Map<string, string[]>();
    for (const username of LOGINS) {
      const key = courseListClass(courseVisibility(await userOf(database.db, username)));
      classes.set(key, [...(classes.get(key) ?? []), username]);
    }
    // The demo data has classes of several logins (managers and the accountant; a railway company).
    expect(classes.get('all')).toEqual(expect.arrayContaining(['admin', 'dyspozytor', 'ksiegowa']));
    expect([...classes.values()].filter((members) => members.length > 1).length).toBeGreaterThanOrEqual(2);
    for (const [key, members] of classes)
      for (const query of QUERIES) {
        const answers = new Set(members.map((username) => truth.get(`${username} ${query}`)));
        expect(answers.size, `${key} (${members.join(', ')}) ${query}`).toBe(1);
      }
    // ...and the classes really see different lists (the proof above is not about empty pages).
    expect(new Set(LOGINS.map((username) => truth.get(`${username} ${QUERIES[0]}`))).size).toBeGreaterThan(5);
  });

  it('serves each login its own class answer from the cache, every class interleaved', async () => {
    for (let round = 0; round < 2; round += 1)
      for (const query of QUERIES)
        for (const username of LOGINS.slice().reverse())
          expect(await body(cached, username, query), `${username} ${query} round ${round}`).toBe(
            truth.get(`${username} ${query}`),
          );
  });

  it('ends a stored answer when a waiting acceptance becomes overdue, without any write', async () => {
    const query = QUERIES[1] ?? '';
    const deadline = await nextListDeadline(database.db, TEST_NOW);
    expect(deadline).toBeLessThan(Infinity);
    const before = await body(cached, 'dyspozytor', query);
    clock = new Date(deadline);
    try {
      const after = await body(cached, 'dyspozytor', query);
      expect(after).not.toBe(before);
      expect(after).toBe(await body(uncached, 'dyspozytor', query));
    } finally {
      clock = TEST_NOW;
    }
  });
});
