/**
 * Access tokens whose signature this process has already verified (issue 32, row 879): a token is
 * verified by jose once, and its claims kept by the exact token string, so the next request with the
 * same token checks only the expiry. The profile of cached list hits (bench/profile-list-hit.ts) showed
 * the WebCrypto HMAC job of every verification as the largest single cost of a hit (about a fifth of
 * the main thread), more than the database read.
 *
 * Why it is safe: only tokens that passed verification are kept, under the secret that verified them;
 * an equal string is an equal signature over equal claims, so verifying it again could only give the
 * same claims, except for the clock, which is checked on every use exactly as jose checks `exp`. The
 * user behind the token is still read fresh on every request (session-user.ts). Bounded: a flood of
 * distinct valid tokens only pushes older ones out (they are verified again when they come back).
 */
import { BoundedLru } from '../http/response-cache/lru';

interface Verified<C> {
  claims: C;
  byteLength: number;
}

export interface VerifiedTokens<C extends { exp: number }> {
  /** The claims of a token verified under `secret` before; undefined if not kept (verify it). */
  get(secret: string, token: string): C | undefined;
  keep(secret: string, token: string, claims: C): void;
}

export function verifiedTokens<C extends { exp: number }>(maxEntries = 10_000): VerifiedTokens<C> {
  const kept = new BoundedLru<Verified<C>>({ maxEntries, maxBytes: maxEntries * 2048 });
  let keptSecret: string | undefined;
  const under = (secret: string) => {
    // One secret per process; another one (tests, a rotation) forgets every token of the old one.
    if (keptSecret !== secret) {
      kept.clear();
      keptSecret = secret;
    }
  };
  return {
    get(secret, token) {
      under(secret);
      return kept.get(token)?.claims;
    },
    keep(secret, token, claims) {
      under(secret);
      kept.set(token, { claims, byteLength: token.length });
    },
  };
}

/** jose's rule for `exp` (no clock tolerance): expired from the second it names. */
export const isExpired = (exp: number, now: Date): boolean => exp <= Math.floor(now.getTime() / 1000);
