import { and, asc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** Delivers one message or throws; a PermanentDeliveryError stops the retries. */
export interface OutboxAdapter {
  send(message: OutboxRow): Promise<void>;
}

/** A failure that another attempt cannot fix (e.g. no SMS gateway configured). */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}

export interface DeliverOptions {
  batchSize?: number;
  /** After this many failed attempts the message is marked `failed`. */
  maxAttempts?: number;
  now?: () => Date;
  /** How old a claim must be before another worker takes it again (default CLAIM_LEASE_MS). */
  leaseMs?: number;
}

/**
 * A claim older than this is a worker that died mid-send: the message is taken again (at least once).
 * Far above the adapters' own timeouts (SMS 10 s, SMTP's connection and socket timeouts 2-10 min).
 */
export const CLAIM_LEASE_MS = 15 * 60 * 1000;

/**
 * Takes up to `batchSize` messages in one short transaction: rows locked FOR UPDATE SKIP LOCKED (so
 * concurrent workers, threads or API processes, never take the same one) and marked 'sending'.
 */
function claim(db: Db, batchSize: number, now: Date, leaseMs: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outboxMessages)
      .where(
        or(
          eq(outboxMessages.status, 'pending'),
          and(
            eq(outboxMessages.status, 'sending'),
            lt(outboxMessages.claimedAt, new Date(now.getTime() - leaseMs)),
          ),
        ),
      )
      .orderBy(asc(outboxMessages.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return rows;
    await tx
      .update(outboxMessages)
      .set({ status: 'sending', claimedAt: now })
      .where(
        inArray(
          outboxMessages.id,
          rows.map((row) => row.id),
        ),
      );
    return rows;
  });
}

/**
 * Delivers up to `batchSize` pending messages and returns how many it handled. The messages are
 * claimed in one transaction and sent AFTER it (no external call inside a database transaction:
 * a slow SMTP server or SMS gateway holds no lock); each result is then one single-row update.
 */
export async function deliverPending(
  db: Db,
  adapter: OutboxAdapter,
  options: DeliverOptions = {},
): Promise<number> {
  const { batchSize = 10, maxAttempts = 5, now = () => new Date(), leaseMs = CLAIM_LEASE_MS } = options;
  const rows = await claim(db, batchSize, now(), leaseMs);
  for (const row of rows) {
    const attempts = row.attempts + 1;
    try {
      await adapter.send(row);
      await db
        .update(outboxMessages)
        .set({ status: 'sent', attempts, sentAt: now(), lastError: null, claimedAt: null })
        .where(eq(outboxMessages.id, row.id));
    } catch (error) {
      const permanent = error instanceof PermanentDeliveryError;
      await db
        .update(outboxMessages)
        .set({
          status: permanent || attempts >= maxAttempts ? 'failed' : 'pending',
          attempts,
          claimedAt: null,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
        })
        .where(eq(outboxMessages.id, row.id));
    }
  }
  return rows.length;
}

/**
 * Gives every claimed ('sending') message back to 'pending' and answers how many. Only for a process
 * that knows no other one can hold a claim: the embedded database's data-directory lock
 * (server/db/data-dir-lock.ts) proves it at start, so a claim found then was made by a process that
 * died mid-send (kill -9) and is delivered again at once instead of after the lease (ADR 008).
 */
export async function releaseClaims(db: Db): Promise<number> {
  const released = await db
    .update(outboxMessages)
    .set({ status: 'pending', claimedAt: null })
    .where(eq(outboxMessages.status, 'sending'))
    .returning({ id: outboxMessages.id });
  return released.length;
}
