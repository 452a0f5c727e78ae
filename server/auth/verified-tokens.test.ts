import { afterEach, describe, expect, it, vi } from 'vitest';
import { JWT_MESSAGES, signAccessToken, verifyAccessToken } from './jwt';
import { isExpired, verifiedTokens } from './verified-tokens';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-0123456789';
const subject = { id: 7, username: 'dyspozytor', roles: ['ROLE_USER'] };

afterEach(() => vi.useRealTimers());

describe('verified access tokens', () => {
  it('answer a token verified before with its claims, and its own copy of the roles', async () => {
    const token = await signAccessToken(SECRET, 900, subject);
    const first = await verifyAccessToken(SECRET, token);
    first.roles.push('ROLE_ADMIN');
    const again = await verifyAccessToken(SECRET, token);
    expect(again).toMatchObject({ sub: '7', username: 'dyspozytor', roles: ['ROLE_USER'] });
  });

  it('still refuse a kept token once it expired (Expired JWT Token)', async () => {
    const token = await signAccessToken(SECRET, 60, subject);
    await verifyAccessToken(SECRET, token);
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    await expect(verifyAccessToken(SECRET, token)).rejects.toMatchObject({
      status: 401,
      message: JWT_MESSAGES.expired,
    });
  });

  it('never accept a kept token under another secret', async () => {
    const token = await signAccessToken(SECRET, 900, subject);
    await verifyAccessToken(SECRET, token);
    await expect(verifyAccessToken(`${SECRET}-rotated`, token)).rejects.toMatchObject({
      status: 401,
      message: JWT_MESSAGES.invalid,
    });
  });

  it('keep only what verified, bounded, and forget all on a new secret', () => {
    const kept = verifiedTokens<{ exp: number }>(2);
    kept.keep('s', 'a', { exp: 1 });
    kept.keep('s', 'b', { exp: 2 });
    kept.keep('s', 'c', { exp: 3 });
    expect(kept.get('s', 'a')).toBeUndefined();
    expect(kept.get('s', 'c')).toEqual({ exp: 3 });
    expect(kept.get('other', 'c')).toBeUndefined();
    expect(kept.get('s', 'c')).toBeUndefined();
  });

  it('count a token expired from the second its exp names, as jose does', () => {
    expect(isExpired(100, new Date(99_999))).toBe(false);
    expect(isExpired(100, new Date(100_000))).toBe(true);
  });
});
