/**
 * Delivers an outbox row of channel 'push' through the web-push package (VAPID). The row names one
 * device of its recipient by endpoint; its subscription is read at send time. A push service answering
 * 404 or 410 says that device is gone for good, so that device alone is removed (only if its
 * subscription is still the one used) and the notice fails permanently; the user's other devices stay.
 */
import type { Agent } from 'node:https';
import { and, eq } from 'drizzle-orm';
import type * as WebPushModule from 'web-push';
import { parseDeviceToken } from '../../domain/push/push-subscription';
import type { VapidConfig } from '../config';
import type { Db } from '../db/client';
import { pushDevices } from '../db/schema';
import { assertOutsideTransaction } from '../db/transaction-guard';
import { PermanentDeliveryError } from '../outbox/deliver';
import type { OutboxAdapter } from '../outbox/deliver';

export interface WebPushOptions {
  /** Tests reach a local https push service with its own certificate. */
  agent?: Agent;
  timeoutMs?: number;
}

type WebPush = typeof WebPushModule;

/** A notice nobody saw within a day is stale news (a ride that already went). */
const TTL_SECONDS = 24 * 3600;

export function webPushAdapter(db: Db, vapid: VapidConfig, options: WebPushOptions = {}): OutboxAdapter {
  // Loaded with the first notice, not at start (ADR 012), like nodemailer.
  let library: Promise<WebPush> | undefined;
  // A CommonJS package: its exports sit on `default` when Node loads it from ESM.
  const webPush = () =>
    (library ??= import('web-push').then(
      (module: WebPush & { default?: WebPush }) => module.default ?? module,
    ));
  return {
    async send(message) {
      if (message.channel !== 'push' || message.recipientUserId === null) {
        throw new PermanentDeliveryError(`Not a push notice: ${message.channel}`);
      }
      // The device of this row, if it still belongs to that user (removed or moved: nobody to tell).
      const where = and(
        eq(pushDevices.endpoint, message.recipient),
        eq(pushDevices.userId, message.recipientUserId),
      );
      const [device] = await db
        .select({ id: pushDevices.id, subscription: pushDevices.subscription })
        .from(pushDevices)
        .where(where);
      const subscription = device ? parseDeviceToken(device.subscription) : null;
      if (!device || !subscription) throw new PermanentDeliveryError('No push subscription');
      assertOutsideTransaction('Web Push');
      const lib = await webPush();
      try {
        await lib.sendNotification(subscription, message.body, {
          vapidDetails: vapid,
          TTL: TTL_SECONDS,
          timeout: options.timeoutMs ?? 10_000,
          agent: options.agent,
        });
      } catch (error) {
        if (error instanceof lib.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          // Only this device, and only if the browser did not store a new subscription meanwhile.
          await db
            .delete(pushDevices)
            .where(and(eq(pushDevices.id, device.id), eq(pushDevices.subscription, device.subscription)));
          throw new PermanentDeliveryError(`Push subscription gone (${error.statusCode})`);
        }
        throw error;
      }
    },
  };
}
