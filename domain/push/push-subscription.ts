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
  ownDeviceOnly: 'Subskrypcję powiadomień push zapisuje tylko sam użytkownik na swoim urządzeniu',
} as const;

/** A base64url value of the subscription's keys (the browser's own encoding). */
const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);

/**
 * The push services browsers subscribe with: Chrome/Edge-on-Android (FCM), Firefox (Mozilla autopush),
 * Safari (Apple), Edge on Windows (WNS). A leading dot admits any name under it. Only these are
 * posted to: any other name (even a public one) would let a user make the server call a host of the
 * user's choosing, a request forgery whose target a DNS record can point inside (issue 29).
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  '.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
];

const hostAllowed = (host: string, allowed: readonly string[]) =>
  allowed.some((entry) => (entry.startsWith('.') ? host.endsWith(entry) : host === entry));

/** The server posts to this address: https, no credentials, on a known push service's host. */
export function isPushEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return hostAllowed(url.hostname.toLowerCase(), PUSH_SERVICE_HOSTS);
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
