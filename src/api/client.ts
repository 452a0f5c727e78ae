import axios, { isAxiosError } from 'axios';
import { toApiError } from './api-error';
import { API_URL, AUTH_PATHS } from './config';
import { refreshSession } from './session';
import { getSwitchUser } from './switch-user';
import { getRefreshToken, getToken } from './token-storage';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one retry after a token refresh. */
    retried?: boolean;
    /** Refresh token stored when the request left, to tell whether another tab has rotated it since. */
    sentWithRefreshToken?: string | null;
  }
}

/** The Hydra client: JSON-LD, bearer token, switch-user header, refresh on 401, ApiError on failure. */
export const api = axios.create({
  baseURL: API_URL,
  headers: { Accept: 'application/ld+json, application/json' },
});

function isAuthCall(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0] ?? '';
  return AUTH_PATHS.some((authPath) => path === authPath || path.endsWith(authPath));
}

api.interceptors.request.use((config) => {
  if (!isAuthCall(config.url)) {
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    const switchUser = getSwitchUser();
    if (switchUser) config.headers.set('X-Switch-User', switchUser);
  }
  config.sentWithRefreshToken = getRefreshToken();
  return config;
});

api.interceptors.response.use(undefined, async (error: unknown) => {
  if (!isAxiosError(error) || !error.config) throw toApiError(error);
  const { config } = error;
  if (error.response?.status !== 401 || config.retried || isAuthCall(config.url)) throw toApiError(error);
  await refreshSession(config.sentWithRefreshToken ?? null);
  config.retried = true;
  return api.request(config);
});
