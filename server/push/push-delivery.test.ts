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
import { outboxMessages, users } from '../db/schema';
import { deliverPending } from '../outbox/deliver';
import { createOutboxAdapter } from '../outbox/worker';
import { createTestApp, createUser } from '../test/factories.support';
import { enqueuePush, type PushNotice } from './enqueue-push';
import { startFakePushService, type FakePushService } from './fake-push-service';
import { fakeSubscriber } from '../test/push/push.support';
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
  const subscriber = fakeSubscriber(endpoint);
  const user = await createUser(app.db);
  await app.db.update(users).set({ deviceToken: subscriber.token }).where(eq(users.id, user.id));
  return { user, subscriber };
}

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
    const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:admin@kursownik.test' };
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
    const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:admin@kursownik.test' };
    const { user } = await subscribedUser(`${push.origin}/send/gone`);
    await enqueuePush(app.db, [user.id], notice);
    await enqueuePush(app.db, [user.id], { ...notice, tag: 'ride-2' });
    push.received.length = 0;
    push.status = 410;
    while ((await deliverPending(app.db, webPushAdapter(app.db, vapid, { agent: push.agent }))) > 0);
    const [stored] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.deviceToken).toBeNull();
    const rows = await pushRows(user.id);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);
    // The second notice found no subscription: the push service was asked once.
    expect(push.received).toHaveLength(1);
    expect(rows[0]?.lastError).toMatch(/410/);
  });

  it('a 500 from the push service keeps the notice for another attempt', async () => {
    const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:admin@kursownik.test' };
    const { user } = await subscribedUser(`${push.origin}/send/busy`);
    await enqueuePush(app.db, [user.id], notice);
    push.status = 500;
    await deliverPending(app.db, webPushAdapter(app.db, vapid, { agent: push.agent }));
    const [row] = await pushRows(user.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await app.db.select().from(users).where(eq(users.id, user.id)))[0]?.deviceToken).not.toBeNull();
    push.status = 201;
  });
});
