/**
 * Employee requests over the real app and demo data: visibility (the SQL list equals `canSeeRequest`),
 * the unread rule as the server serves it, the idempotent message POST, the 60-day window and refusals.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployeeRequest } from '../../../domain/contract/employee-request.schema';
import {
  EMPLOYEE_REQUEST_MESSAGES,
  MESSAGE_MAX_LENGTH,
  canSeeRequest,
  isUnread,
} from '../../../domain/employee-requests/employee-request-rules';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { employeeRequestMessages, employeeRequests } from '../../db/employee-requests-schema';
import { events, outboxMessages, users } from '../../db/schema';
import { seedDemo } from '../../seed/demo';
import { seedEmployeeRequestsDemo } from '../../seed/employee-requests.seed';
import { as, companyId } from '../../test/demo-session.support';
import { bearer, createUser, login, testConfig } from '../../test/factories.support';
import { userOf } from '../../test/courses/courses-app.support';
import { fakeSubscriber, subscribeDevice } from '../../test/push/push.support';
import { findRequest } from './employee-requests.repository';
import { factsOf } from './employee-requests.service';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase('memory://', '/tmp/unused');
  await seedDemo(database.db);
  await seedEmployeeRequestsDemo(database.db);
  app = await buildApp(testConfig(), database);
  await app.ready();
}, 60_000);
afterAll(() => app.close());

type List = { 'hydra:member': EmployeeRequest[]; 'hydra:totalItems': number };

async function list(headers: Record<string, string>, status: 'open' | 'finished' = 'open') {
  const response = await app.inject({ url: `/api/employee_requests?status=${status}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<List>()['hydra:member'];
}

let keys = 0;
const key = () => `test-key-${++keys}-${Date.now()}`;

async function newRequest(username = 'pasazer', message = 'Nowe zgłoszenie testowe') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/employee_requests',
    headers: await as(app, username),
    payload: { message, idempotencyKey: key() },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<EmployeeRequest>();
}

describe('visibility', () => {
  it.each(['admin', 'firma', 'pasazer', 'firma.dbcargo'])(
    "%s's list is exactly the requests canSeeRequest lets them see",
    async (username) => {
      const user = await userOf(app.db, username);
      const all = await app.db.select({ id: employeeRequests.id }).from(employeeRequests);
      const expected: number[] = [];
      for (const { id } of all) {
        const row = await findRequest(app.db, id);
        if (row && canSeeRequest(user, factsOf(row))) expected.push(id);
      }
      const response = await app.inject({
        url: '/api/employee_requests?status=open',
        headers: await as(app, username),
      });
      if (username === 'firma.dbcargo') return expect(response.statusCode).toBe(403);
      const seen = [
        ...(await list(await as(app, username))),
        ...(await list(await as(app, username), 'finished')),
      ];
      expect(seen.map((r) => r.id).sort()).toEqual(expected.sort());
      expect(seen.length).toBeGreaterThan(0);
    },
  );

  it('a watcher of another company sees none of pasazer’s requests (404 by id)', async () => {
    const other = await app.db.select().from(employeeRequests).limit(1);
    const watcher = await createUser(app.db, {
      roles: ['ROLE_EMPLOYEE_REQUEST'],
      companyId: await companyId(app, 'DB Cargo Polska'),
    });
    const { token } = await login(app, watcher.username);
    expect(await list(bearer(token))).toEqual([]);
    const response = await app.inject({
      url: `/api/employee_requests/${other[0]?.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(404);
  });

  it.each(['dyspozytor', 'transport', 'kierowca', 'ksiegowa'])(
    '%s may not list requests (403)',
    async (username) => {
      const response = await app.inject({ url: '/api/employee_requests', headers: await as(app, username) });
      expect(response.statusCode).toBe(403);
    },
  );
});

describe('unread (§4) as served', () => {
  it('the newest demo request is unread for admin and firma until each views it', async () => {
    const created = await newRequest('pasazer', 'Nieprzeczytane?');
    for (const username of ['admin', 'firma']) {
      const user = await userOf(app.db, username);
      const mine = (await list(await as(app, username))).find((r) => r.id === created.id);
      expect(isUnread(user.id, mine?.lastMessage)).toBe(true);
      const viewed = await app.inject({
        method: 'POST',
        url: `/api/employee_request/${created.id}/view`,
        headers: await as(app, username),
      });
      expect(viewed.statusCode, viewed.body).toBe(200);
      const after = (await list(await as(app, username))).find((r) => r.id === created.id);
      expect(isUnread(user.id, after?.lastMessage)).toBe(false);
    }
    const pasazer = await userOf(app.db, 'pasazer');
    const own = (await list(await as(app, 'pasazer'))).find((r) => r.id === created.id);
    expect(isUnread(pasazer.id, own?.lastMessage)).toBe(false);
  });
});

describe('POST /api/employee_request_messages', () => {
  it('the same idempotency key twice stores one message and answers it both times', async () => {
    const request = await newRequest();
    const payload = { employeeRequest: request['@id'], message: 'Wysłane dwa razy', idempotencyKey: key() };
    const headers = await as(app, 'pasazer');
    const first = await app.inject({
      method: 'POST',
      url: '/api/employee_request_messages',
      headers,
      payload,
    });
    const second = await app.inject({
      method: 'POST',
      url: '/api/employee_request_messages',
      headers,
      payload,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<{ id: number }>().id).toBe(first.json<{ id: number }>().id);
    const rows = await app.db
      .select()
      .from(employeeRequestMessages)
      .where(eq(employeeRequestMessages.idempotencyKey, payload.idempotencyKey));
    expect(rows).toHaveLength(1);
  });

  it('refuses an over-long message with the Polish text and stores nothing', async () => {
    const request = await newRequest();
    const response = await app.inject({
      method: 'POST',
      url: '/api/employee_request_messages',
      headers: await as(app, 'pasazer'),
      payload: {
        employeeRequest: request['@id'],
        message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1),
        idempotencyKey: key(),
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(EMPLOYEE_REQUEST_MESSAGES.textTooLong);
    const rows = await app.db
      .select()
      .from(employeeRequestMessages)
      .where(eq(employeeRequestMessages.requestId, request.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses another company's watcher (404) and a finished request (409)", async () => {
    const request = await newRequest();
    const stranger = await as(app, 'transport');
    const hidden = await app.inject({
      method: 'POST',
      url: '/api/employee_request_messages',
      headers: stranger,
      payload: { employeeRequest: request['@id'], message: 'Obcy', idempotencyKey: key() },
    });
    expect(hidden.statusCode).toBe(404);
    const finished = await app.inject({
      method: 'PUT',
      url: `/api/employee_requests/${request.id}`,
      headers: await as(app, 'admin'),
      payload: { status: 'finished' },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const late = await app.inject({
      method: 'POST',
      url: '/api/employee_request_messages',
      headers: await as(app, 'pasazer'),
      payload: { employeeRequest: request['@id'], message: 'Po czasie', idempotencyKey: key() },
    });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain(EMPLOYEE_REQUEST_MESSAGES.finished);
  });
});

describe('finishing', () => {
  it('leaves the open list; a second finish is 409; a stale If-Match is 412', async () => {
    const request = await newRequest();
    const admin = await as(app, 'admin');
    const stale = await app.inject({
      method: 'PUT',
      url: `/api/employee_requests/${request.id}`,
      headers: { ...admin, 'if-match': 'W/"99"' },
      payload: { status: 'finished' },
    });
    expect(stale.statusCode).toBe(412);
    const done = await app.inject({
      method: 'PUT',
      url: `/api/employee_requests/${request.id}`,
      headers: { ...admin, 'if-match': 'W/"1"' },
      payload: { status: 'finished' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await list(admin)).some((r) => r.id === request.id)).toBe(false);
    expect((await list(admin, 'finished')).some((r) => r.id === request.id)).toBe(true);
    const again = await app.inject({
      method: 'PUT',
      url: `/api/employee_requests/${request.id}`,
      headers: admin,
      payload: { status: 'finished' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('a driver may not create a request (403)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/employee_requests',
      headers: await as(app, 'kierowca'),
      payload: { message: 'Nie wolno', idempotencyKey: key() },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the 60-day window (§9)', () => {
  it('the office does not load a request older than 60 days; its creator still does', async () => {
    const request = await newRequest('pasazer', 'Stare zgłoszenie');
    await app.db
      .update(employeeRequests)
      .set({ createdAt: new Date(Date.now() - 61 * 24 * 3_600_000) })
      .where(eq(employeeRequests.id, request.id));
    expect((await list(await as(app, 'admin'))).some((r) => r.id === request.id)).toBe(false);
    expect((await list(await as(app, 'firma'))).some((r) => r.id === request.id)).toBe(false);
    expect((await list(await as(app, 'pasazer'))).some((r) => r.id === request.id)).toBe(true);
  });
});

describe('live employee_request events (row 533)', () => {
  it('a new request is announced to its creator, the admins and the watcher of its company only', async () => {
    const request = await newRequest('pasazer', 'Na żywo');
    const [event] = await app.db
      .select()
      .from(events)
      .where(eq(events.entityId, request.id))
      .orderBy(events.id);
    expect(event?.entityType).toBe('employee_request');
    const payload = event?.payload as { audience: { userIds: number[]; roles: string[] }; data: unknown };
    const ids = async (...names: string[]) =>
      Promise.all(names.map(async (n) => (await userOf(app.db, n)).id));
    expect(payload.audience.roles).toEqual(['ROLE_ADMIN']);
    expect(payload.audience.userIds).toEqual(expect.arrayContaining(await ids('pasazer', 'firma')));
    for (const outsider of await ids('transport', 'firma.dbcargo', 'dyspozytor'))
      expect(payload.audience.userIds).not.toContain(outsider);
    expect(payload.data).toEqual({ change: 'created' });
  });
});

describe('push notices of new messages (row 568)', () => {
  it('reach the subscribed people who may see the request, not its author, once per message', async () => {
    const subscribe = async (username: string) =>
      subscribeDevice(
        app.db,
        (await userOf(app.db, username)).id,
        fakeSubscriber(`https://fcm.googleapis.com/fcm/send/${username}`),
      );
    await createUser(app.db, {
      username: 'watcher.dbcargo',
      roles: ['ROLE_EMPLOYEE_REQUEST'],
      companyId: await companyId(app, 'DB Cargo Polska'),
    });
    for (const username of ['admin', 'pasazer', 'watcher.dbcargo']) await subscribe(username);
    const pushesTo = async (username: string) =>
      (
        await app.db
          .select({ subject: outboxMessages.subject, body: outboxMessages.body })
          .from(outboxMessages)
          .innerJoin(users, eq(users.id, outboxMessages.recipientUserId))
          .where(and(eq(outboxMessages.channel, 'push'), eq(users.username, username)))
      ).map((row) => ({ subject: row.subject, ...JSON.parse(row.body) }));
    const adminBefore = (await pushesTo('admin')).length;

    const request = await newRequest('pasazer', 'Brak kierowcy na stacji');
    const payload = { employeeRequest: request['@id'], message: 'Nadal czekam', idempotencyKey: key() };
    const headers = await as(app, 'pasazer');
    for (let attempt = 0; attempt < 2; attempt += 1)
      await app.inject({ method: 'POST', url: '/api/employee_request_messages', headers, payload });

    const admin = await pushesTo('admin');
    expect(admin.slice(adminBefore)).toEqual([
      expect.objectContaining({ title: 'Nowe zgłoszenie', body: 'Brak kierowcy na stacji' }),
      expect.objectContaining({
        title: 'Nowa wiadomość w zgłoszeniu',
        body: 'Nadal czekam',
        url: `/employee-request/${request.id}`,
      }),
    ]);
    expect(await pushesTo('pasazer')).toEqual([]);
    // Another company's watcher may not see the request: no notice either.
    expect(await pushesTo('watcher.dbcargo')).toEqual([]);
  });
});
