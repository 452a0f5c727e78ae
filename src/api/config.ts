/** Where the Hydra API lives; '' = the same origin as the page. */
export const API_URL: string = import.meta.env.VITE_API_URL ?? '';

/** The login endpoint differs between backends (LexikJWT default `/api/login_check`). */
export const LOGIN_PATH: string = import.meta.env.VITE_LOGIN_PATH ?? '/api/login_check';

export const REFRESH_PATH = '/api/token/refresh';
export const LOGOUT_PATH = '/api/token/invalidate';

/** Calls that must never trigger a token refresh (a 401 there means bad credentials or a spent token). */
export const AUTH_PATHS: readonly string[] = [LOGIN_PATH, REFRESH_PATH, LOGOUT_PATH];

export function apiUrl(path: string): string {
  return `${API_URL}${path}`;
}
