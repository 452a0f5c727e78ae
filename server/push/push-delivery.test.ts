/**
 * Push notices through the outbox (ADR 008, ADR 021): written in the change's transaction (a rolled
 * back write sends nothing), delivered once by the worker, to the offline folder without VAPID keys
 * or by Web Push to the subscription's push service, which may say the subscription is gone (410).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, pushDevices } from '../db/schema';
import { deliverPending } from '../outbox/deliver';
import { createOutboxAdapter } from '../outbox/worker';
import { createTestApp, createUser } from '../test/factories.support';
import { enqueuePush, type PushNotice } from './enqueue-push';
import { startFakePushService, type FakePushService } from '../test/push/fake-push-service.support';
import { fakeSubscriber, subscribeDevice } from '../test/push/push.support';
import { webPushAdapter } from './web-push-adapter';

// web-push's own encryption library decrypts what the fake service received, as a browser would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: unknown; authSecret: Buffer }): Buffer;
};

const notice: PushNotice = {
  title: 'Przejazd anulowany',
  body: 'Przejazd 1/2026 anulowano.',
  url: '/course?course=1',
  tag: 'ride-1',
};

let app: FastifyInstance;
let push: FakePushService;
beforeAll(async () => {
  [app, push] = await Promise.all([createTestApp(), startFakePushService()]);
});
afterAll(async () => {
  await Promise.all([app.close(), push.close()]);
});

async function subscribedUser(endpoint?: string) {
  const user = await createUser(app.db);
  const subscriber = await subscribeDevice(app.db, user.id, fakeSubscriber(endpoint));
  return { user, subscriber };
}

const deviceEndpoints = async (userId: number) =>
  (
    await app.db
      .select({ endpoint: pushDevices.endpoint })
      .from(pushDevices)
      .where(eq(pushDevices.userId, userId))
      .orderBy(pushDevices.id)
  ).map((row) => row.endpoint);

const vapidKeys = () => ({ ...webPush.generateVAPIDKeys(), subject: 'mailto:admin@kursownik.test' });

const pushRows = (userId: number) =>
  app.db.select().from(outboxMessages).where(eq(outboxMessages.recipientUserId, userId));

describe('enqueuePush', () => {
  it('writes nothing when the transaction rolls back, one row per subscribed user when it commits', async () => {
    const { user } = await subscribedUser();
    const unsubscribed = await createUser(app.db);
    await expect(
      app.db.transaction(async (tx) => {
        expect(await enqueuePush(tx, [user.id, unsubscribed.id], notice)).toBe(1);
        throw new Error('the course write failed');
      }),
    ).rejects.toThrow('the course write failed');
    expect(await pushRows(user.id)).toEqual([]);

    await app.db.transaction((tx) => enqueuePush(tx, [user.id, user.id, unsubscribed.id], notice));
    const rows = await pushRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'push', subject: notice.title, status: 'pending' });
    expect(JSON.parse(rows[0]?.body ?? '')).toEqual(notice);
    expect(await pushRows(unsubscribed.id)).toEqual([]);
  });

  it('does not tell the author about their own change', async () => {
    const { user } = await subscribedUser();
    expect(await enqueuePush(app.db, [user.id], notice, { authorId: user.id })).toBe(0);
  });
});

describe('delivery', () => {
  it('without VAPID keys writes each notice once into the outbox folder', async () => {
    const { user, subscriber } = await subscribedUser();
    await enqueuePush(app.db, [user.id], notice);
    const adapter = createOutboxAdapter(app.config, app.log, app.db);
    while ((await deliverPending(app.db, adapter)) > 0);
    const [row] = await pushRows(user.id);
    expect(row?.status).toBe('sent');
    const file = join(app.config.outboxDir, `${row?.id}.json`);
    expect(existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      channel: 'push',
      recipient: subscriber.endpoint,
      subject: notice.title,
    });
    expect(await deliverPending(app.db, adapter)).toBe(0);
    expect(readdirSync(app.config.outboxDir).filter((name) => name === `${row?.id}.json`)).toHaveLength(1);
  });

  it('with VAPID keys posts the encrypted notice to the push service once', async () => {
    const vapid = vapidKeys();
    const { user, subscriber } = await subscribedUser(`${push.origin}/send/device-1`);
    await enqueuePush(app.db, [user.id], notice);
    const adapter = webPushAdapter(app.db, vapid, { agent: push.agent });
    push.received.length = 0;
    push.status = 201;
    while ((await deliverPending(app.db, adapter)) > 0);
    expect(push.received).toHaveLength(1);
    const [received] = push.received;
    expect(received?.path).toBe('/send/device-1');
    expect(received?.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${vapid.publicKey}$`));
    const plain = ece.decrypt(received?.body ?? Buffer.alloc(0), {
      version: 'aes128gcm',
      privateKey: subscriber.ecdh,
      authSecret: subscriber.auth,
    });
    expect(JSON.parse(plain.toString('utf8'))).toEqual(notice);
    expect((await pushRows(user.id))[0]?.status).toBe('sent');
  });

  it('a 410 from the push service removes the subscription and fails the notice for good', async () => {
    const { user } = await subscribedUser(`${push.origin}/send/gone`);
    await enqueuePush(app.db, [user.id], notice);
    await enqueuePush(app.db, [user.id], { ...notice, tag: 'ride-2' });
    push.received.length = 0;
    push.status = 410;
    while ((await deliverPending(app.db, webPushAdapter(app.db, vapidKeys(), { agent: push.agent }))) > 0);
    expect(await deviceEndpoints(user.id)).toEqual([]);
    const rows = await pushRows(user.id);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);
    // The second notice found no subscription: the push service was asked once.
    expect(push.received).toHaveLength(1);
    expect(rows[0]?.lastError).toMatch(/410/);
    push.status = 201;
  });

  it('a 500 from the push service keeps the notice for another attempt', async () => {
    const { user } = await subscribedUser(`${push.origin}/send/busy`);
    await enqueuePush(app.db, [user.id], notice);
    push.status = 500;
    await deliverPending(app.db, webPushAdapter(app.db, vapidKeys(), { agent: push.agent }));
    const [row] = await pushRows(user.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await deviceEndpoints(user.id)).toHaveLength(1);
    push.status = 201;
    // The next attempt goes through (and leaves nothing pending for the tests below).
    while ((await deliverPending(app.db, webPushAdapter(app.db, vapidKeys(), { agent: push.agent }))) > 0);
    expect((await pushRows(user.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('every device of a user (issue 34)', () => {
  it('a desktop and a phone each get the notice once, also when delivery is run again', async () => {
    const { user } = await subscribedUser(`${push.origin}/send/desk`);
    const phone = await subscribeDevice(app.db, user.id, fakeSubscriber(`${push.origin}/send/phone`));
    expect(await app.db.transaction((tx) => enqueuePush(tx, [user.id], notice))).toBe(2);
    const adapter = webPushAdapter(app.db, vapidKeys(), { agent: push.agent });
    push.received.length = 0;
    while ((await deliverPending(app.db, adapter)) > 0);
    expect(await deliverPending(app.db, adapter)).toBe(0);
    expect(push.received.map((received) => received.path).sort()).toEqual(['/send/desk', '/send/phone']);
    // Each device decrypts its own copy with its own keys.
    const toPhone = push.received.find((received) => received.path === '/send/phone');
    const plain = ece.decrypt(toPhone?.body ?? Buffer.alloc(0), {
      version: 'aes128gcm',
      privateKey: phone.ecdh,
      authSecret: phone.auth,
    });
    expect(JSON.parse(plain.toString('utf8'))).toEqual(notice);
    expect((await pushRows(user.id)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('a retry reaches only the device that failed, never again the one already told', async () => {
    const { user } = await subscribedUser(`${push.origin}/send/ok-device`);
    await subscribeDevice(app.db, user.id, fakeSubscriber(`${push.origin}/send/busy-device`));
    await enqueuePush(app.db, [user.id], notice);
    const adapter = webPushAdapter(app.db, vapidKeys(), { agent: push.agent });
    push.received.length = 0;
    push.statusByPath.set('/send/busy-device', 503);
    try {
      await deliverPending(app.db, adapter);
      expect((await pushRows(user.id)).map((row) => [row.recipient, row.status])).toEqual([
        [`${push.origin}/send/ok-device`, 'sent'],
        [`${push.origin}/send/busy-device`, 'pending'],
      ]);
      push.statusByPath.delete('/send/busy-device');
      while ((await deliverPending(app.db, adapter)) > 0);
      expect(push.received.map((received) => received.path)).toEqual([
        '/send/ok-device',
        '/send/busy-device',
        '/send/busy-device',
      ]);
    } finally {
      push.statusByPath.clear();
    }
  });

  it('a 410 for one device removes that device only; the other still gets the notices', async () => {
    const { user } = await subscribedUser(`${push.origin}/send/old-laptop`);
    await subscribeDevice(app.db, user.id, fakeSubscriber(`${push.origin}/send/new-phone`));
    push.statusByPath.set('/send/old-laptop', 410);
    try {
      await enqueuePush(app.db, [user.id], notice);
      const adapter = webPushAdapter(app.db, vapidKeys(), { agent: push.agent });
      while ((await deliverPending(app.db, adapter)) > 0);
      expect(await deviceEndpoints(user.id)).toEqual([`${push.origin}/send/new-phone`]);
      push.received.length = 0;
      await enqueuePush(app.db, [user.id], { ...notice, tag: 'ride-2' });
      while ((await deliverPending(app.db, adapter)) > 0);
      expect(push.received.map((received) => received.path)).toEqual(['/send/new-phone']);
    } finally {
      push.statusByPath.clear();
    }
  });
});
