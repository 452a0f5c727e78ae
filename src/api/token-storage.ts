const TOKEN_KEY = 'token';
const REFRESH_TOKEN_KEY = 'refresh_token';

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export function decodeBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Expiry of a JWT in epoch milliseconds, or null when the token carries no readable `exp`. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    // Read by hand rather than with zod: the route guard runs in the entry bundle.
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null || !('exp' in claims)) return null;
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

export function isTokenExpired(token: string, now = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  return expiry === null || expiry <= now;
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(REFRESH_TOKEN_KEY);
}

export function storeTokens({ token, refreshToken }: TokenPair): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
}

export function clearTokens(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
}

/**
 * True when the user may enter a guarded route: a live access token, or an expired one that a
 * refresh token can still renew (the client refreshes on the first 401).
 */
export function hasSession(now = Date.now()): boolean {
  const token = getToken();
  if (!token) return false;
  return !isTokenExpired(token, now) || getRefreshToken() !== null;
}
