import { toApiError } from './api-error';
import {
  clearTokens,
  getRefreshToken,
  getToken,
  isTokenExpired,
  storeTokens,
  type TokenPair,
} from './token-storage';

export interface SessionHooks {
  /** Spends a refresh token (a bare call, outside the client's interceptors). */
  refresh: (refreshToken: string) => Promise<TokenPair>;
  /** Called once a refresh failed and the tokens were cleared; the app goes to /logout. */
  onSessionExpired: () => void;
}

let hooks: SessionHooks = {
  refresh: () => Promise.reject(new Error('Token refresh is not configured')),
  onSessionExpired: () => window.location.assign('/logout'),
};

/** The app wires the refresh endpoint and the navigation in; `src/api` knows neither. */
export function configureSession(next: Partial<SessionHooks>): void {
  hooks = { ...hooks, ...next };
}

const LOCK_NAME = 'kursownik-token-refresh';
let inFlight: Promise<string> | null = null;

/** Two tabs never spend the same refresh token: the Web Lock serialises them across the origin. */
function exclusive(task: () => Promise<string>): Promise<string> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  // The DOM typings nest the callback's promise; at runtime `request` resolves with the token itself.
  return locks.request(LOCK_NAME, task).then((token) => token);
}

async function renew(usedRefreshToken: string | null): Promise<string> {
  const stored = getRefreshToken();
  const storedToken = getToken();
  // Another tab (or an earlier refresh of this one) already rotated the pair: use its access token.
  if (stored && stored !== usedRefreshToken && storedToken && !isTokenExpired(storedToken)) {
    return storedToken;
  }
  if (!stored) return endSession(new Error('No refresh token'));
  try {
    const pair = await hooks.refresh(stored);
    storeTokens(pair);
    return pair.token;
  } catch (error) {
    const failure = toApiError(error);
    // Only the server's refusal of the refresh token ends the session. Unreachable (a phone in a
    // tunnel, a restarting server: status 0 or 5xx) the tokens stay, and the next request tries again.
    if (failure.status >= 400 && failure.status < 500) return endSession(failure);
    throw failure;
  }
}

function endSession(reason: unknown): never {
  clearTokens();
  hooks.onSessionExpired();
  throw toApiError(reason);
}

/**
 * Single-flight refresh: however many requests failed with 401, one refresh runs and all of them
 * await its access token. `usedRefreshToken` is the refresh token stored when the failed request left.
 */
export function refreshSession(usedRefreshToken: string | null): Promise<string> {
  inFlight ??= exclusive(() => renew(usedRefreshToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
