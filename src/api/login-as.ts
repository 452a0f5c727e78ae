import { getRefreshToken, getToken, storeTokens, type TokenPair } from './token-storage';

/** The impersonator's own pair, kept aside while a login-as preview runs on the previewed user's pair. */
const OWN_TOKEN_KEY = 'impersonator_token';
const OWN_REFRESH_TOKEN_KEY = 'impersonator_refresh_token';

/** Starts a login-as preview: the current pair is kept aside and `preview` becomes the session's. */
export function beginLoginAs(preview: TokenPair): void {
  const token = getToken();
  const refreshToken = getRefreshToken();
  // A second preview started from a preview must not overwrite the impersonator's own pair.
  if (token && refreshToken && localStorage.getItem(OWN_TOKEN_KEY) === null) {
    localStorage.setItem(OWN_TOKEN_KEY, token);
    localStorage.setItem(OWN_REFRESH_TOKEN_KEY, refreshToken);
  }
  storeTokens(preview);
}

/** Ends a login-as preview: the impersonator's own pair is the session's again. False when none ran. */
export function endLoginAs(): boolean {
  const token = localStorage.getItem(OWN_TOKEN_KEY);
  const refreshToken = localStorage.getItem(OWN_REFRESH_TOKEN_KEY);
  localStorage.removeItem(OWN_TOKEN_KEY);
  localStorage.removeItem(OWN_REFRESH_TOKEN_KEY);
  if (token === null || refreshToken === null) return false;
  storeTokens({ token, refreshToken });
  return true;
}

/** Logout forgets the kept pair too. */
export function forgetLoginAs(): void {
  localStorage.removeItem(OWN_TOKEN_KEY);
  localStorage.removeItem(OWN_REFRESH_TOKEN_KEY);
}
