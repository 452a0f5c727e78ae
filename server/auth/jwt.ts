import { SignJWT, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import { ApiError } from '../http/errors';
import { isExpired, verifiedTokens } from './verified-tokens';

export const JWT_MESSAGES = {
  notFound: 'JWT Token not found',
  expired: 'Expired JWT Token',
  invalid: 'Invalid JWT Token',
  invalidCredentials: 'Invalid credentials.',
  invalidRefresh: 'Invalid JWT Refresh Token',
  missingRefresh: 'Missing JWT Refresh Token',
} as const;

const claimsSchema = z.object({
  sub: z.string().regex(/^\d{1,10}$/),
  username: z.string(),
  roles: z.array(z.string()),
  iat: z.number(),
  exp: z.number(),
  imp: z.string().optional(),
});
export type AccessClaims = z.infer<typeof claimsSchema>;

export interface TokenSubject {
  id: number;
  username: string;
  roles: readonly string[];
  /** Username of who is impersonating (login-as tokens only). */
  impersonator?: string | undefined;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * The verifying key, imported once per secret: given the raw bytes, jose imports a WebCrypto key on
 * every call, which the profile of a cached list hit showed among its largest costs (ADR 014). One
 * entry: a process has one secret (tests that alternate apps only re-import).
 */
type VerifyingKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;
let verifying: { secret: string; key: Promise<VerifyingKey> } | undefined;
function verifyingKey(secret: string): Promise<VerifyingKey> {
  if (verifying?.secret !== secret) {
    const imported = crypto.subtle.importKey('raw', key(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    verifying = { secret, key: imported };
  }
  return verifying.key;
}

/** HS256 access token with `sub`, `username`, `roles`, `iat`, `exp` and, for login-as, `imp`. */
export function signAccessToken(secret: string, ttlSeconds: number, subject: TokenSubject): Promise<string> {
  const payload: Record<string, unknown> = { username: subject.username, roles: [...subject.roles] };
  if (subject.impersonator) payload.imp = subject.impersonator;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(subject.id))
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}

const verified = verifiedTokens<AccessClaims>();

/**
 * Verified claims, or a 401 `Expired JWT Token` / `Invalid JWT Token`. A token verified before is
 * only checked for expiry (verified-tokens.ts, row 879).
 */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims> {
  const known = verified.get(secret, token);
  if (known) {
    if (isExpired(known.exp, new Date())) throw new ApiError(401, JWT_MESSAGES.expired);
    return { ...known, roles: [...known.roles] };
  }
  try {
    const { payload } = await jwtVerify(token, await verifyingKey(secret), { algorithms: ['HS256'] });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) throw new ApiError(401, JWT_MESSAGES.invalid);
    verified.keep(secret, token, claims.data);
    return { ...claims.data, roles: [...claims.data.roles] };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof errors.JWTExpired) throw new ApiError(401, JWT_MESSAGES.expired);
    throw new ApiError(401, JWT_MESSAGES.invalid);
  }
}
