/**
 * A user's push devices (issue 34, rows 763-767): each browser that stores its subscription is a
 * device of its own, at most PUSH_DEVICES_PER_USER, listed and removable in the settings by the user
 * alone. Delivery to every device is in push-delivery.test.ts.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_DEVICES_PER_USER, PUSH_DEVICE_TEXTS } from '../../domain/push/push-devices';
import { pushDevices } from '../db/schema';
import { HTTP_MESSAGES } from '../http/messages';
import { bearer, createCompany, createTestApp, createUser, login } from '../test/factories.support';
import { CHROME_ANDROID, FIREFOX_WINDOWS, fakeSubscriber, subscribeDevice } from '../test/push/push.support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const list = (token: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/push/devices', headers: { ...bearer(token), ...headers } });
const remove = (token: string, id: number, headers: Record<string, string> = {}) =>
  app.inject({ method: 'DELETE', url: `/api/push/devices/${id}`, headers: { ...bearer(token), ...headers } });
const names = async (token: string) =>
  ((await list(token)).json()['hydra:member'] as { name: string }[]).map((device) => device.name);
const deviceIds = async (userId: number) =>
  (
    await app.db
      .select({ id: pushDevices.id })
      .from(pushDevices)
      .where(eq(pushDevices.userId, userId))
      .orderBy(pushDevices.id)
  ).map((row) => row.id);

async function signedIn(companyId?: number) {
  const user = await createUser(app.db, { roles: ['ROLE_DISPATCHER'], companyId });
  return { user, token: (await login(app, user.username)).token };
}

describe('storing a subscription from two browsers', () => {
  it('keeps both, named from each PUT’s user agent, newest first', async () => {
    const { user, token } = await signedIn();
    for (const agent of [FIREFOX_WINDOWS, CHROME_ANDROID]) {
      const { version } = (
        await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })
      ).json();
      const response = await app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers: { ...bearer(token), 'user-agent': agent },
        payload: { deviceToken: fakeSubscriber().token, version },
      });
      expect(response.statusCode).toBe(200);
    }
    const answer = (await list(token)).json();
    expect(answer['hydra:totalItems']).toBe(2);
    expect(answer['hydra:member'][0]).toMatchObject({ '@type': 'PushDevice', name: 'Chrome, Android' });
    expect(answer['hydra:member'][1]).toMatchObject({ name: 'Firefox, Windows' });
    expect(Date.parse(answer['hydra:member'][0].createdAt)).not.toBeNaN();
  });

  it(`keeps at most ${PUSH_DEVICES_PER_USER} per user, dropping the least recently stored`, async () => {
    const { user } = await signedIn();
    const first = await subscribeDevice(app.db, user.id);
    const second = await subscribeDevice(app.db, user.id);
    for (let n = 2; n < PUSH_DEVICES_PER_USER; n += 1) await subscribeDevice(app.db, user.id);
    // The first browser stores its subscription again: now the second is the least recent.
    await subscribeDevice(app.db, user.id, first);
    await subscribeDevice(app.db, user.id);
    const endpoints = (
      await app.db
        .select({ endpoint: pushDevices.endpoint })
        .from(pushDevices)
        .where(eq(pushDevices.userId, user.id))
    ).map((row) => row.endpoint);
    expect(endpoints).toHaveLength(PUSH_DEVICES_PER_USER);
    expect(endpoints).toContain(first.endpoint);
    expect(endpoints).not.toContain(second.endpoint);
  });

  it('a browser stored by another user (a shared computer) becomes the new user’s only', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const shared = await subscribeDevice(app.db, a.user.id);
    await subscribeDevice(app.db, b.user.id, shared);
    expect(await deviceIds(a.user.id)).toEqual([]);
    expect(await deviceIds(b.user.id)).toHaveLength(1);
  });
});

describe('GET and DELETE /api/push/devices', () => {
  it('removes one device of the caller, the other stays', async () => {
    const { user, token } = await signedIn();
    await subscribeDevice(app.db, user.id, fakeSubscriber(), FIREFOX_WINDOWS);
    await subscribeDevice(app.db, user.id, fakeSubscriber(), CHROME_ANDROID);
    const [desktop, phone] = await deviceIds(user.id);
    expect((await remove(token, desktop ?? 0)).statusCode).toBe(204);
    expect(await deviceIds(user.id)).toEqual([phone]);
    expect(await names(token)).toEqual(['Chrome, Android']);
    // Gone already: 404, not 500.
    expect((await remove(token, desktop ?? 0)).statusCode).toBe(404);
  });

  it("never lists nor removes another user's device, in this company or another (404)", async () => {
    const company = await createCompany(app.db);
    const victim = await signedIn(company.id);
    const colleague = await signedIn(company.id);
    const stranger = await signedIn((await createCompany(app.db)).id);
    await subscribeDevice(app.db, victim.user.id);
    const [id] = await deviceIds(victim.user.id);
    for (const other of [colleague, stranger]) {
      expect((await list(other.token)).json()['hydra:member']).toEqual([]);
      const response = await remove(other.token, id ?? 0);
      expect(response.statusCode).toBe(404);
      expect(response.json()['hydra:description']).toBe(HTTP_MESSAGES.notFound);
    }
    expect(await deviceIds(victim.user.id)).toEqual([id]);
  });

  it('refuses someone previewing the account (403, in Polish) and a stranger without a session (401)', async () => {
    const admin = await createUser(app.db, { roles: ['ROLE_ADMIN', 'ROLE_IMPERSONATOR'] });
    const target = await signedIn();
    await subscribeDevice(app.db, target.user.id);
    const [id] = await deviceIds(target.user.id);
    const { token } = await login(app, admin.username);
    const previewing = { 'x-switch-user': target.user.username };
    for (const response of [await list(token, previewing), await remove(token, id ?? 0, previewing)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()['hydra:description']).toBe(PUSH_DEVICE_TEXTS.ownOnly);
    }
    expect((await app.inject({ method: 'GET', url: '/api/push/devices' })).statusCode).toBe(401);
    expect(await deviceIds(target.user.id)).toEqual([id]);
  });
});
