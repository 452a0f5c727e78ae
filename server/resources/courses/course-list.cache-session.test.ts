/**
 * A cached list hit is one SQL statement (row 777): the session's user, its roles and the data version
 * read together. The user is still read fresh on every request, so what changes the caller is seen by
 * the very next request even while its page is stored: a deactivation, a role change (a new class),
 * X-Switch-User and login-as (the impersonated caller's class, the impersonator's right re-checked).
 * Concurrent misses of one page after a write run the list's statements once (row 837).
 */
import type { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_MESSAGES } from '../../auth/jwt';
import { sessionReads } from '../../auth/session-user';
import type { Database, Db } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import { HTTP_MESSAGES } from '../../http/messages';
import { as } from '../../test/demo-session.support';
import { buildCourseApp, openSeededDatabase } from '../../test/courses/courses-app.support';
import { loggedDb } from '../../test/db/logged-db.support';

const URL = '/api/abstract_courses?itemsPerPage=30';

let database: Database;
let app: FastifyInstance;
let client: PGlite;
let logged: Db;
const statements: string[] = [];

beforeAll(async () => {
  database = await openSeededDatabase();
  ({ db: logged, client } = loggedDb(database, statements));
  app = await buildCourseApp(database, logged);
  // Signed in first (a login writes refresh tokens, which no longer end a stored answer: row 905).
  for (const username of ['admin', 'dyspozytor', 'transport', 'hotel']) await as(app, username);
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The answer and how many statements it cost. */
async function read(headers: Record<string, string>) {
  statements.length = 0;
  const response = await app.inject({ url: URL, headers });
  return { status: response.statusCode, body: response.body, statements: statements.length };
}

const userIdOf = async (username: string) => {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(username);
  return row.id;
};

/** Reads twice: the second answer must be the stored one, one statement. */
async function stored(headers: Record<string, string>) {
  const first = await read(headers);
  const again = await read(headers);
  expect(again.status).toBe(200);
  expect(again.body).toBe(first.body);
  expect(again.statements).toBe(1);
  return again.body;
}

describe('a cached list hit', () => {
  it('costs one statement and refuses a user deactivated while the page is stored', async () => {
    const headers = await as(app, 'dyspozytor');
    await stored(headers);
    await database.db.update(users).set({ isActive: false }).where(eq(users.username, 'dyspozytor'));
    const refused = await read(headers);
    expect(refused.status).toBe(401);
    expect(refused.body).toContain(JWT_MESSAGES.invalid);
    await database.db.update(users).set({ isActive: true }).where(eq(users.username, 'dyspozytor'));
    expect((await read(headers)).status).toBe(200);
  });

  it('moves a caller whose roles changed to the new class on the next request', async () => {
    const headers = await as(app, 'dyspozytor');
    const dispatcherPage = await stored(headers);
    const noneClassPage = await stored(await as(app, 'hotel'));
    expect(noneClassPage).not.toBe(dispatcherPage);
    const id = await userIdOf('dyspozytor');
    await database.db.delete(userRoles).where(and(eq(userRoles.userId, id), eq(userRoles.role, 'ROLE_USER')));
    try {
      // Now of the hotel's class ('none'): its bytes exactly, never the dispatchers' stored page.
      expect((await read(headers)).body).toBe(noneClassPage);
    } finally {
      await database.db.insert(userRoles).values({ userId: id, role: 'ROLE_USER' });
    }
    expect((await read(headers)).body).toBe(dispatcherPage);
  });

  it("gives X-Switch-User the impersonated caller's page, never the impersonator's stored one", async () => {
    const adminPage = await stored(await as(app, 'admin'));
    const transportPage = await stored(await as(app, 'transport'));
    expect(transportPage).not.toBe(adminPage);
    const switched = { ...(await as(app, 'admin')), 'x-switch-user': 'transport' };
    const first = await read(switched);
    expect(first.status).toBe(200);
    expect(first.body).toBe(transportPage);
    // The dispatcher may not switch: refused before any stored page is looked at.
    const refused = await read({ ...(await as(app, 'dyspozytor')), 'x-switch-user': 'transport' });
    expect(refused.status).toBe(403);
    expect(refused.body).toContain(HTTP_MESSAGES.forbidden);
    expect((await read(await as(app, 'admin'))).body).toBe(adminPage);
  });

  it("re-checks a login-as session's impersonator on every request, the target's page stored", async () => {
    const loginAs = await app.inject({
      url: '/api/login_as?username=transport',
      headers: await as(app, 'admin'),
    });
    expect(loginAs.statusCode, loginAs.body).toBe(200);
    const headers = { authorization: `Bearer ${loginAs.json<{ token: string }>().token}` };
    const transportPage = await stored(await as(app, 'transport'));
    expect((await read(headers)).body).toBe(transportPage);
    const adminId = await userIdOf('admin');
    const impersonator = and(eq(userRoles.userId, adminId), eq(userRoles.role, 'ROLE_IMPERSONATOR'));
    await database.db.delete(userRoles).where(impersonator);
    try {
      const refused = await read(headers);
      expect(refused.status).toBe(401);
      expect(refused.body).toContain(JWT_MESSAGES.invalid);
    } finally {
      await database.db.insert(userRoles).values({ userId: adminId, role: 'ROLE_IMPERSONATOR' });
    }
    expect((await read(headers)).body).toBe(transportPage);
  });
});

/** A write that changes nothing visible: it ends every stored answer (the data version moves on). */
const touch = () => database.db.execute(sql`update users set is_active = is_active where username = 'admin'`);

/**
 * One request per set of headers; the statements of the list counted apart from the session reads,
 * which concurrent requests share (row 878). PGlite's lock is held until each has asked for its
 * session: every one then reaches the cache while the first one's build runs (unheld, PGlite answers
 * a whole build before the next request is even authenticated).
 */
async function atOnce(requests: Record<string, string>[]) {
  statements.length = 0;
  const sessions = sessionReads(logged);
  const [askedBefore, sessionsBefore] = [sessions.asked, sessions.statements];
  let release = () => {};
  const locked = client.runExclusive(() => new Promise<void>((resolve) => (release = resolve)));
  const answers = Promise.all(requests.map((headers) => app.inject({ url: URL, headers })));
  while (sessions.asked - askedBefore < requests.length)
    await new Promise((resolve) => setTimeout(resolve, 5));
  release();
  await locked;
  const bodies = (await answers).map((answer) => answer.body);
  const sessionStatements = sessions.statements - sessionsBefore;
  return { bodies, sessionStatements, listStatements: statements.length - sessionStatements };
}

describe('concurrent misses of a stored list page', () => {
  it('run the list statements once for all of them, their sessions in shared statements', async () => {
    const headers = await as(app, 'dyspozytor');
    const page = await stored(headers);
    await touch();
    const { bodies, sessionStatements, listStatements } = await atOnce(
      Array.from({ length: 6 }, () => headers),
    );
    expect(bodies).toEqual(Array(6).fill(page));
    // One build: the answer's next deadline and the list's 6.
    expect(listStatements).toBe(7);
    // Their sessions (row 777) in fewer statements than requests: concurrent reads are shared (row 878).
    expect(sessionStatements).toBeGreaterThanOrEqual(1);
    expect(sessionStatements).toBeLessThan(6);
  });

  it("never make a railway company's miss await the dispatchers' build", async () => {
    const dispatcher = await as(app, 'dyspozytor');
    const railway = await as(app, 'firma');
    const dispatcherPage = await stored(dispatcher);
    const railwayPage = await stored(railway);
    expect(railwayPage).not.toBe(dispatcherPage);
    await touch();
    const { bodies, listStatements } = await atOnce([dispatcher, railway, dispatcher, railway]);
    expect(bodies).toEqual([dispatcherPage, railwayPage, dispatcherPage, railwayPage]);
    // One build per class, each of its own statements.
    expect(listStatements).toBe(2 * 7);
  });
});
