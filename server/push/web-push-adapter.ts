/**
 * Delivers an outbox row of channel 'push' through the web-push package (VAPID). The subscription is
 * the recipient's device token at send time; a push service answering 404 or 410 says it is gone for
 * good, so the token is removed (only if it is still the one used) and the notice fails permanently.
 */
import type { Agent } from 'node:https';
import { and, eq } from 'drizzle-orm';
import type * as WebPushModule from 'web-push';
import { parseDeviceToken } from '../../domain/push/push-subscription';
import type { VapidConfig } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
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
      const userId = message.recipientUserId;
      const [user] = await db
        .select({ deviceToken: users.deviceToken })
        .from(users)
        .where(eq(users.id, userId));
      const token = user?.deviceToken ?? null;
      const subscription = token === null ? null : parseDeviceToken(token);
      if (token === null || !subscription) throw new PermanentDeliveryError('No push subscription');
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
          await db
            .update(users)
            .set({ deviceToken: null })
            .where(and(eq(users.id, userId), eq(users.deviceToken, token)));
          throw new PermanentDeliveryError(`Push subscription gone (${error.statusCode})`);
        }
        throw error;
      }
    },
  };
}
