/**
 * The device token of §7 (`PUT api/users/{id}` deviceToken) holds a Web Push subscription, and
 * `GET api/push/config` tells the SPA whether to subscribe at all (ADR 021).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDevices, users } from '../db/schema';
import { PUSH_MESSAGES } from '../../domain/push/push-subscription';
import { bearer, createCompany, createTestApp, createUser, login } from '../test/factories.support';
import { fakeSubscriber } from '../test/push/push.support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function stored(id: number) {
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return row;
}

/** The subscriptions stored as the user's devices (issue 34: one per browser). */
async function devices(userId: number) {
  const rows = await app.db
    .select({ subscription: pushDevices.subscription })
    .from(pushDevices)
    .where(eq(pushDevices.userId, userId))
    .orderBy(pushDevices.id);
  return rows.map((row) => row.subscription);
}

async function putToken(token: string, id: number, deviceToken: unknown) {
  const { version } = await stored(id);
  return app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    headers: bearer(token),
    payload: { deviceToken, version },
  });
}

describe('PUT /api/users/{id} deviceToken', () => {
  let refusing: { user: { id: number }; token: string } | undefined;

  it('adds each browser as a device, refreshes one by its endpoint, clears them all with null', async () => {
    const user = await createUser(app.db, { roles: ['ROLE_DRIVER'] });
    const { token } = await login(app, user.username);
    const first = fakeSubscriber();
    expect((await putToken(token, user.id, first.token)).statusCode).toBe(200);
    expect(await devices(user.id)).toEqual([first.token]);
    const second = fakeSubscriber('https://updates.push.services.mozilla.com/wpush/v2/abc');
    expect((await putToken(token, user.id, second.token)).statusCode).toBe(200);
    expect(await devices(user.id)).toEqual([first.token, second.token]);
    // The same browser with new keys: still one device, with the new keys.
    const renewed = fakeSubscriber(first.endpoint);
    expect((await putToken(token, user.id, renewed.token)).statusCode).toBe(200);
    expect(await devices(user.id)).toEqual([renewed.token, second.token]);
    expect((await putToken(token, user.id, null)).statusCode).toBe(200);
    expect(await devices(user.id)).toEqual([]);
  });

  it.each([
    ['an old-style device token', 'fcm-registration-token-123', 'Nieprawidłowa subskrypcja powiadomień push'],
    [
      'a local endpoint (SSRF)',
      fakeSubscriber('https://127.0.0.1:9/x').token,
      'Nieprawidłowa subskrypcja powiadomień push',
    ],
    [
      'a plain http endpoint',
      fakeSubscriber('http://fcm.googleapis.com/x').token,
      'Nieprawidłowa subskrypcja powiadomień push',
    ],
    ['an overlong token', 'x'.repeat(4097), 'Wartość jest zbyt długa'],
  ])('refuses %s with a Polish message and changes nothing', async (_name, deviceToken, message) => {
    // One account for the refusals: a login costs a password hash (seconds on a busy machine).
    if (!refusing) {
      const created = await createUser(app.db);
      refusing = { user: created, token: (await login(app, created.username)).token };
    }
    const { user, token } = refusing;
    const before = await stored(user.id);
    const response = await putToken(token, user.id, deviceToken);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ violations: [{ propertyPath: 'deviceToken', message }] });
    expect(await stored(user.id)).toEqual(before);
    expect(await devices(user.id)).toEqual([]);
  });

  it("refuses to set another user's device token (403)", async () => {
    const victim = await createUser(app.db);
    const other = await createUser(app.db, { roles: ['ROLE_DRIVER'] });
    const { token } = await login(app, other.username);
    expect((await putToken(token, victim.id, fakeSubscriber().token)).statusCode).toBe(403);
    expect(await devices(victim.id)).toEqual([]);
  });

  it("refuses an administrator of the account (the company's head) too, in Polish (403)", async () => {
    const company = await createCompany(app.db);
    const employee = await createUser(app.db, { roles: ['ROLE_PASSENGER'], companyId: company.id });
    const head = await createUser(app.db, { roles: ['ROLE_COMPANY'], companyId: company.id });
    const { token } = await login(app, head.username);
    // The head may edit the account otherwise: the refusal is about the device token only.
    const { version } = await stored(employee.id);
    const rename = await app.inject({
      method: 'PUT',
      url: `/api/users/${employee.id}`,
      headers: bearer(token),
      payload: { firstname: 'Adam', version },
    });
    expect(rename.statusCode).toBe(200);
    const before = await stored(employee.id);
    for (const deviceToken of [fakeSubscriber().token, null]) {
      const response = await putToken(token, employee.id, deviceToken);
      expect(response.statusCode).toBe(403);
      expect(response.json()['hydra:description']).toBe(PUSH_MESSAGES.ownDeviceOnly);
    }
    expect(await stored(employee.id)).toEqual(before);
    expect(await devices(employee.id)).toEqual([]);
  });
});

describe('GET /api/push/config', () => {
  it('answers null without VAPID keys and the public key with them; 401 without a session', async () => {
    const user = await createUser(app.db);
    const { token } = await login(app, user.username);
    const off = await app.inject({ method: 'GET', url: '/api/push/config', headers: bearer(token) });
    expect(off.json()).toEqual({ publicKey: null });
    expect((await app.inject({ method: 'GET', url: '/api/push/config' })).statusCode).toBe(401);

    // The key is read per request: the same app with keys configured (a second app costs seconds).
    app.config.vapid = { publicKey: 'BPublic', privateKey: 'secret', subject: 'mailto:a@b.pl' };
    try {
      const on = await app.inject({ method: 'GET', url: '/api/push/config', headers: bearer(token) });
      expect(on.json()).toEqual({ publicKey: 'BPublic' });
    } finally {
      app.config.vapid = undefined;
    }
  });
});
