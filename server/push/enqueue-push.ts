/**
 * Push notices go through the outbox (ADR 008, ADR 021): a row of channel 'push' per subscribed
 * user, written in the transaction of the change that concerns them, so a rolled-back write notifies
 * nobody and the worker delivers each notice once. The worker reads the user's subscription when it
 * sends (a re-subscribed browser still gets it); the row keeps the endpoint of the moment for the log.
 */
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { parseDeviceToken } from '../../domain/push/push-subscription';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { enqueueMessage } from '../outbox/enqueue';

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

/** Whether the user has a stored subscription (to skip work, such as a driver link, for nobody). */
export async function hasPushSubscription(tx: Db, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.deviceToken)));
  return row !== undefined;
}

/** Queues `notice` for each of `userIds` that has a push subscription; answers how many rows. */
export async function enqueuePush(
  tx: Db,
  userIds: Iterable<number>,
  notice: PushNotice,
  options: PushOptions = {},
): Promise<number> {
  const ids = [...new Set(userIds)].filter((id) => id !== options.authorId);
  if (ids.length === 0) return 0;
  const subscribed = await tx
    .select({ id: users.id, deviceToken: users.deviceToken })
    .from(users)
    .where(and(inArray(users.id, ids), isNotNull(users.deviceToken), ne(users.isActive, false)));
  let written = 0;
  for (const user of subscribed.sort((a, b) => a.id - b.id)) {
    const subscription = parseDeviceToken(user.deviceToken ?? '');
    if (!subscription) continue;
    await enqueueMessage(tx, {
      channel: 'push',
      recipient: subscription.endpoint,
      recipientUserId: user.id,
      subject: notice.title,
      body: JSON.stringify(notice),
      createdById: options.authorId ?? null,
    });
    written += 1;
  }
  return written;
}
