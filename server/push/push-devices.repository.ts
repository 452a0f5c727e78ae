/**
 * The push devices of a user (issue 34, ADR 021): one row per browser subscription, keyed by its
 * endpoint, so every device the user allowed gets the notices. Storing a subscription adds or
 * refreshes that browser only; the bound drops the least recently stored beyond PUSH_DEVICES_PER_USER.
 */
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { PUSH_DEVICES_PER_USER } from '../../domain/push/push-devices';
import { parseDeviceToken } from '../../domain/push/push-subscription';
import type { Db } from '../db/client';
import { pushDevices, users } from '../db/schema';

/** The user agent names the device in the settings; longer ones say nothing more (row 765). */
const USER_AGENT_MAX_LENGTH = 512;

/**
 * Adds this browser (`token`, a validated subscription's JSON) to `userId`'s devices or refreshes it.
 * An endpoint is one browser: stored by another user before (a shared computer), it moves to this one,
 * so the previous user's notices stop showing there (row 763).
 */
export async function saveDevice(tx: Db, userId: number, token: string, userAgent: string | null) {
  const subscription = parseDeviceToken(token);
  if (!subscription) throw new Error('saveDevice needs a validated subscription');
  const now = new Date();
  const agent = userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null;
  const [existing] = await tx
    .select({ userId: pushDevices.userId })
    .from(pushDevices)
    .where(eq(pushDevices.endpoint, subscription.endpoint));
  // Another user's browser becomes a new device of this one: its date added is today.
  const moved = existing !== undefined && existing.userId !== userId;
  await tx
    .insert(pushDevices)
    .values({ userId, endpoint: subscription.endpoint, subscription: token, userAgent: agent })
    .onConflictDoUpdate({
      target: pushDevices.endpoint,
      set: {
        userId,
        subscription: token,
        userAgent: agent,
        refreshedAt: now,
        ...(moved ? { createdAt: now } : {}),
      },
    });
  const kept = await tx
    .select({ id: pushDevices.id })
    .from(pushDevices)
    .where(eq(pushDevices.userId, userId))
    .orderBy(desc(pushDevices.refreshedAt), desc(pushDevices.id))
    .limit(PUSH_DEVICES_PER_USER);
  await tx.delete(pushDevices).where(
    and(
      eq(pushDevices.userId, userId),
      notInArray(
        pushDevices.id,
        kept.map((row) => row.id),
      ),
    ),
  );
}

/** `deviceToken: null` of `PUT api/users/{id}`: the account stops getting notices on every device. */
export async function removeAllDevices(tx: Db, userId: number): Promise<void> {
  await tx.delete(pushDevices).where(eq(pushDevices.userId, userId));
}

/** The caller's own devices, newest first; nobody lists another user's (row 766). */
export function devicesOf(db: Db, userId: number) {
  return db
    .select({
      id: pushDevices.id,
      userAgent: pushDevices.userAgent,
      createdAt: pushDevices.createdAt,
    })
    .from(pushDevices)
    .where(eq(pushDevices.userId, userId))
    .orderBy(desc(pushDevices.createdAt), desc(pushDevices.id));
}

/** Removes one device of `userId`; false when it is not theirs or does not exist (a 404 alike). */
export async function removeDevice(db: Db, userId: number, deviceId: number): Promise<boolean> {
  const removed = await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.id, deviceId), eq(pushDevices.userId, userId)))
    .returning({ id: pushDevices.id });
  return removed.length > 0;
}

/** The devices notices go to: active users' subscriptions, ordered for a stable outbox. */
export function subscribedDevices(tx: Db, userIds: number[]) {
  return tx
    .select({ userId: pushDevices.userId, endpoint: pushDevices.endpoint })
    .from(pushDevices)
    .innerJoin(users, eq(users.id, pushDevices.userId))
    .where(and(inArray(pushDevices.userId, userIds), eq(users.isActive, true)))
    .orderBy(pushDevices.userId, pushDevices.id);
}
