/**
 * The device token of administration.md §7 (`PUT api/users/{id}` deviceToken) is a Web Push
 * subscription: the JSON of the browser's `PushSubscription` (endpoint and its two keys). The SPA
 * produces it and the server refuses anything else, so the push worker only ever posts to a push
 * service (docs/spec-decisions.md rows 560-562).
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages';

export const DEVICE_TOKEN_MAX_LENGTH = 4096;

export const PUSH_MESSAGES = {
  invalidToken: 'Nieprawidłowa subskrypcja powiadomień push',
} as const;

/** A base64url value of the subscription's keys (the browser's own encoding). */
const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);

/**
 * The server posts to this address: https on a named host only. An IP literal or localhost would
 * let a user make the server call into its own network (SSRF); real push services are public names.
 */
export function isPushEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) return false;
  return !/^\d+(\.\d+){3}$/.test(host) && !host.startsWith('[');
}

export const pushSubscriptionSchema = z.object({
  endpoint: z.string().refine(isPushEndpoint),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url.min(16), auth: base64url.min(8) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** The token parsed, or null when it is not a push subscription's JSON. */
export function parseDeviceToken(token: string): PushSubscriptionJson | null {
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    return null;
  }
  const parsed = pushSubscriptionSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** `deviceToken` of `PUT api/users/{id}`: a subscription's JSON, or null to stop notifications. */
export const deviceTokenSchema = z
  .string()
  .max(DEVICE_TOKEN_MAX_LENGTH, VALIDATION_MESSAGES.tooLong)
  // An overlong token already has its message; one message per problem.
  .refine(
    (token) => token.length > DEVICE_TOKEN_MAX_LENGTH || parseDeviceToken(token) !== null,
    PUSH_MESSAGES.invalidToken,
  )
  .nullable();
