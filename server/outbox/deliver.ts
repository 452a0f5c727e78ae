import { asc, eq } from 'drizzle-orm';
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
}

/**
 * Delivers up to `batchSize` pending messages. Rows are locked with FOR UPDATE SKIP LOCKED inside
 * one transaction, so concurrent workers (threads or API processes) never send a message twice.
 * Returns how many rows it handled.
 */
export async function deliverPending(
  db: Db,
  adapter: OutboxAdapter,
  options: DeliverOptions = {},
): Promise<number> {
  const { batchSize = 10, maxAttempts = 5 } = options;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.status, 'pending'))
      .orderBy(asc(outboxMessages.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      const attempts = row.attempts + 1;
      try {
        await adapter.send(row);
        await tx
          .update(outboxMessages)
          .set({ status: 'sent', attempts, sentAt: new Date(), lastError: null })
          .where(eq(outboxMessages.id, row.id));
      } catch (error) {
        const permanent = error instanceof PermanentDeliveryError;
        await tx
          .update(outboxMessages)
          .set({
            status: permanent || attempts >= maxAttempts ? 'failed' : 'pending',
            attempts,
            lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
          })
          .where(eq(outboxMessages.id, row.id));
      }
    }
    return rows.length;
  });
}
