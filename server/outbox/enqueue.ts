import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';
import { checkAttachmentSize, type OutboxAttachment } from './attachments';

/** 'push': a Web Push notice (server/push/), the recipient user's current subscription at send time. */
export type OutboxChannel = 'email' | 'sms' | 'push';

export interface OutboxMessageInput {
  channel: OutboxChannel;
  recipient: string;
  subject?: string;
  body: string;
  recipientUserId?: number | null;
  /** What the message is about, e.g. `ride` and its id, for the ride's Komunikacja tab. */
  relatedType?: string | null;
  relatedId?: number | null;
  createdById?: number | null;
  /** E-mail only; at most MAX_ATTACHMENT_BYTES together (else the enqueue throws). */
  attachments?: readonly OutboxAttachment[];
}

/**
 * Writes a pending outbox row (works inside a transaction: pass the `tx`). Delivery happens later,
 * by the worker; call `app.outbox.kick()` after the commit to deliver at once.
 */
export async function enqueueMessage(db: Db, message: OutboxMessageInput): Promise<number> {
  const attachments = message.attachments?.length ? message.attachments : null;
  if (attachments) checkAttachmentSize(attachments);
  const [row] = await db
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? '',
      body: message.body,
      recipientUserId: message.recipientUserId ?? null,
      relatedType: message.relatedType ?? null,
      relatedId: message.relatedId ?? null,
      createdById: message.createdById ?? null,
      attachments,
    })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}
