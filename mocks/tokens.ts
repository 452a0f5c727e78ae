/** Test tokens with a real base64url JWT payload (the SPA reads `exp`; the signature is not checked). */

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface TokenClaims {
  sub?: string;
  username?: string;
  roles?: string[];
  /** Seconds since epoch. */
  exp?: number;
  iat?: number;
  imp?: string;
}

let counter = 0;

/** An HS256-shaped JWT; by default valid for 15 minutes. */
export function buildAccessToken(claims: TokenClaims = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: '1',
    username: 'admin',
    roles: ['ROLE_DEFAULT', 'ROLE_ADMIN'],
    iat: now,
    exp: now + 900,
    jti: `t${++counter}`,
    ...claims,
  };
  return [
    base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64Url(JSON.stringify(payload)),
    'signature',
  ].join('.');
}

export function buildExpiredAccessToken(claims: TokenClaims = {}): string {
  return buildAccessToken({ exp: Math.floor(Date.now() / 1000) - 60, ...claims });
}

export function buildRefreshToken(): string {
  return `refresh-${++counter}-${Math.random().toString(36).slice(2)}`;
}

export function buildTokenPair(claims: TokenClaims = {}) {
  return { token: buildAccessToken(claims), refresh_token: buildRefreshToken() };
}

/** Puts a signed-in session into localStorage, as the login page would. */
export function signIn(claims: TokenClaims = {}): { token: string; refreshToken: string } {
  const token = buildAccessToken(claims);
  const refreshToken = buildRefreshToken();
  localStorage.setItem('token', token);
  localStorage.setItem('refresh_token', refreshToken);
  return { token, refreshToken };
}
