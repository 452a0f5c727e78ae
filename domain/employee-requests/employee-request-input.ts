/** What the SPA sends to raise a request or write in its chat (administration.md §7; ADR 020). */
import { z } from 'zod';
import { iriRef } from '../contract/iri';
import { EMPLOYEE_REQUEST_MESSAGES as M, MESSAGE_MAX_LENGTH } from './employee-request-rules';

const INVALID = 'Nieprawidłowa wartość';

export const messageText = z
  .string({ error: M.textRequired })
  .trim()
  .min(1, M.textRequired)
  .max(MESSAGE_MAX_LENGTH, M.textTooLong);

/** A key the browser makes once per message (a UUID), so a retried send is recognised. */
export const idempotencyKey = z.string({ error: INVALID }).regex(/^[A-Za-z0-9-]{8,64}$/, INVALID);

export const createRequestInput = z.object({ message: messageText, idempotencyKey });

export const createMessageInput = z.object({
  employeeRequest: iriRef('employee_requests', INVALID),
  message: messageText,
  idempotencyKey,
});

export const finishRequestInput = z.object({
  status: z.literal('finished', { error: INVALID }),
  version: z.number().int().min(1).nullish(),
});

export type CreateRequestInput = z.infer<typeof createRequestInput>;
export type CreateMessageInput = z.infer<typeof createMessageInput>;
