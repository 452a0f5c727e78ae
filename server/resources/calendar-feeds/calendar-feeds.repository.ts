/**
 * The calendar feed's token (rows 788, 792): 32 random bytes (256 bits) in base64url, shown once; the
 * database keeps its SHA-256 like driver links and reset tokens. One row per user: a new link
 * replaces the hash, so the old URL stops working at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { canManageCalendarFeed } from '../../../domain/calendar/calendar-feed';
import type { Db } from '../../db/client';
import { calendarFeeds, userRoles, users } from '../../db/schema';

/** Shape of a token: anything else is refused before the database is asked. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

export const calendarFeedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}.ics`;

export async function feedOf(db: Db, userId: number) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row;
}

/** A new token for the user, replacing any earlier one; answers the raw token for the URL. */
export async function replaceFeed(db: Db, userId: number) {
  const raw = randomBytes(32).toString('base64url');
  const createdAt = new Date();
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashToken(raw), createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hashToken(raw), createdAt } });
  return { raw, createdAt };
}

export async function removeFeed(db: Db, userId: number): Promise<boolean> {
  const removed = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ id: calendarFeeds.id });
  return removed.length > 0;
}

/**
 * The user a token stands for, or null when it is malformed, unknown (revoked or replaced), or its
 * user is blocked or no longer a driver or passenger.
 */
export async function feedOwner(db: Db, raw: string): Promise<number | null> {
  if (!TOKEN_PATTERN.test(raw)) return null;
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, and(eq(users.id, calendarFeeds.userId), eq(users.isActive, true)))
    .where(eq(calendarFeeds.tokenHash, hashToken(raw)));
  if (!row) return null;
  const roles = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, row.userId));
  return canManageCalendarFeed({ roles: roles.map((r) => r.role) }) ? row.userId : null;
}
