/**
 * The passenger's tracking token (issue 35, row 801): `{rideId}-{passengerId}-{mac}` (no dots: the
 * SPA fallback takes a last segment with a dot for a file), the mac an
 * HMAC-SHA256 of the pair under the server's secret. Nothing is stored: the same pair always gives
 * the same link (the card shows it again), a forged or altered token fails the mac,
 * and the link stops working with the ride (`trackingState`), not with a stored expiry.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Separates these macs from any other use of the secret. */
const PURPOSE = 'kursownik:tracking:v1';
const TOKEN_PATTERN = /^(\d{1,10})-(\d{1,10})-([A-Za-z0-9_-]{43})$/;

const mac = (secret: string, rideId: number, passengerId: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${rideId}:${passengerId}`).digest('base64url');

export function trackingToken(secret: string, rideId: number, passengerId: number): string {
  return `${rideId}-${passengerId}-${mac(secret, rideId, passengerId)}`;
}

export const trackingPath = (token: string) => `/sledzenie/${token}`;

/** The ride and passenger a token names, or null when it is malformed or its mac is wrong. */
export function readTrackingToken(
  secret: string,
  token: string,
): { rideId: number; passengerId: number } | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const rideId = Number(match[1]);
  const passengerId = Number(match[2]);
  const expected = Buffer.from(mac(secret, rideId, passengerId));
  const given = Buffer.from(match[3] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? { rideId, passengerId }
    : null;
}
