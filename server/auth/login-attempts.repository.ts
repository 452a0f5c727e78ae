import { and, count, eq, gte, inArray, lt, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';

export interface Limit {
  key: string;
  max: number;
}

export const userKey = (username: string) => `user:${username.trim().toLowerCase().slice(0, 200)}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Seconds until the first exceeded limit frees a slot, or null when every key is under its limit.
 * Failures are rows in `login_attempts`, so the limits hold across API processes.
 */
export async function retryAfterSeconds(
  db: Db,
  limits: readonly Limit[],
  windowSeconds: number,
): Promise<number | null> {
  const since = new Date(Date.now() - windowSeconds * 1000);
  for (const { key, max } of limits) {
    const [row] = await db
      .select({ failures: count(), oldest: min(loginAttempts.createdAt) })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, key), gte(loginAttempts.createdAt, since)));
    if (row && row.failures >= max) {
      const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
      return Math.max(1, Math.ceil((oldest + windowSeconds * 1000 - Date.now()) / 1000));
    }
  }
  return null;
}

export async function recordFailure(db: Db, keys: readonly string[], windowSeconds: number): Promise<void> {
  await db.insert(loginAttempts).values(keys.map((key) => ({ key })));
  // Old rows are useless; dropping them here keeps the table at one window's worth of failures.
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, new Date(Date.now() - windowSeconds * 1000)));
}

/** A successful login forgives the account's failures (not the address's). */
export async function clearFailures(db: Db, keys: readonly string[]): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, [...keys]));
}
