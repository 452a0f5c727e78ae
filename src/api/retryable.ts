import { toApiError } from './api-error';

/**
 * Whether sending again may succeed: no answer at all (offline, server down, connection refused) or
 * a server or proxy failure (502/503/504 while the server restarts). A 4xx is the server's refusal,
 * which a retry would not change. (The browser outboxes of src/lib/outbox.ts retry on it.)
 */
export function isRetryable(error: unknown): boolean {
  const { status } = toApiError(error);
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
