/**
 * Push notices go through the outbox (ADR 008, ADR 021): a row of channel 'push' per device of each
 * user concerned, written in the transaction of the change, so a rolled-back write notifies nobody
 * and the worker delivers each notice once per device. The row names the device by its endpoint; the
 * worker reads that device's subscription when it sends (refreshed keys still work).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pushDevices } from '../db/schema';
import { enqueueMessage } from '../outbox/enqueue';
import { subscribedDevices } from './push-devices.repository';

/** What the notification shows; `url` is the SPA path a click opens, `tag` replaces an older notice. */
export interface PushNotice {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface PushOptions {
  /** The author of the change: not told about their own action (docs/spec-decisions.md row 564). */
  authorId?: number | null;
}

/** Whether the user has a push device (to skip work, such as a driver link, for nobody). */
export async function hasPushSubscription(tx: Db, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: pushDevices.id })
    .from(pushDevices)
    .where(eq(pushDevices.userId, userId))
    .limit(1);
  return row !== undefined;
}

/**
 * Queues `notice` once for each device of each of `userIds` (a desktop and a phone both hear it);
 * answers how many rows. One outbox row per device: the worker claims and marks each on its own, so
 * a retry after a crash or a second API process never posts again to a device already told (row 767).
 */
export async function enqueuePush(
  tx: Db,
  userIds: Iterable<number>,
  notice: PushNotice,
  options: PushOptions = {},
): Promise<number> {
  const ids = [...new Set(userIds)].filter((id) => id !== options.authorId);
  if (ids.length === 0) return 0;
  const devices = await subscribedDevices(tx, ids);
  for (const device of devices) {
    await enqueueMessage(tx, {
      channel: 'push',
      // The device: the worker reads its subscription by this endpoint when it sends.
      recipient: device.endpoint,
      recipientUserId: device.userId,
      subject: notice.title,
      body: JSON.stringify(notice),
      createdById: options.authorId ?? null,
    });
  }
  return devices.length;
}
