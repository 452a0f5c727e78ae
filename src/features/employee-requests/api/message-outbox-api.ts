/**
 * The employee's unsent chat messages (administration.md §8; ADR 020): each is written to localStorage
 * with its idempotency key before it is sent, retried after 2 s and on 'online', and leaves the queue
 * once the server answered; the server answers a key it already has with the stored message, so a
 * message whose answer was lost counts once. The browser outbox of src/lib/outbox.ts does the sending.
 */
import { z } from 'zod';
import {
  employeeRequestMessageItemSchema,
  type EmployeeRequestMessage,
} from '@domain/contract/employee-request.schema';
import { api } from '@/api/client';
import { isRetryable } from '@/api/retryable';
import { parseItem } from '@/api/hydra';
import { createOutbox, type Outbox } from '@/lib/outbox';
import { readStored, writeStored } from '@/lib/stored-value';

const queuedSchema = z.object({
  id: z.string(),
  employeeRequest: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type QueuedMessage = z.infer<typeof queuedSchema>;
export interface NewMessage {
  employeeRequest: string;
  message: string;
}

/** §8: 'retried after 2 s'; then longer waits while the server stays away. */
export const MESSAGE_RETRY_DELAYS_MS: readonly number[] = [2_000, 2_000, 5_000, 10_000, 30_000];

const storageKey = (userId: number) => `employee-request-messages:${userId}`;

export function queuedMessages(userId: number): QueuedMessage[] {
  try {
    const parsed = z.array(queuedSchema).safeParse(JSON.parse(readStored(storageKey(userId)) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const save = (userId: number, queue: readonly QueuedMessage[]) =>
  writeStored(storageKey(userId), JSON.stringify(queue));

export async function postMessage(queued: QueuedMessage): Promise<EmployeeRequestMessage> {
  const body = {
    employeeRequest: queued.employeeRequest,
    message: queued.message,
    idempotencyKey: queued.id,
  };
  return parseItem(
    (await api.post('/api/employee_request_messages', body)).data,
    employeeRequestMessageItemSchema,
  );
}

export type MessageOutbox = Outbox<NewMessage, QueuedMessage, EmployeeRequestMessage>;

export function createMessageOutbox(
  userId: number,
  delays: readonly number[] = MESSAGE_RETRY_DELAYS_MS,
): MessageOutbox {
  return createOutbox({
    store: {
      list: () => queuedMessages(userId),
      add: (input: NewMessage) => {
        const next = [
          ...queuedMessages(userId),
          { ...input, id: crypto.randomUUID(), createdAt: new Date().toISOString() },
        ];
        save(userId, next);
        return next;
      },
      remove: (id) =>
        save(
          userId,
          queuedMessages(userId).filter((queued) => queued.id !== id),
        ),
    },
    send: postMessage,
    isRetryable,
    delays,
  });
}
