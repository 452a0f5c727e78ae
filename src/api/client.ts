import { ApiError } from './api-error';
import { AUTH_PATHS } from './config';
import { send, type ApiResponse, type RequestConfig } from './http';
import { refreshSession } from './session';
import { getSwitchUser } from './switch-user';
import { getRefreshToken, getToken } from './token-storage';

export type { ApiResponse, RequestConfig } from './http';

/** What a call may add besides its URL (and body). */
export type CallConfig = Omit<RequestConfig, 'url' | 'method' | 'data'>;

function isAuthCall(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return AUTH_PATHS.some((authPath) => path === authPath || path.endsWith(authPath));
}

/** The bearer token and the switch-user header, read anew for each try (a retry sends the fresh token). */
function authHeaders(config: RequestConfig): RequestConfig['headers'] {
  if (isAuthCall(config.url)) return config.headers;
  const token = getToken();
  const switchUser = getSwitchUser();
  return {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(switchUser ? { 'X-Switch-User': switchUser } : {}),
    ...config.headers,
  };
}

/** One try, and after a 401 one refresh (single-flight in session.ts) and one retry. */
async function request<T>(config: RequestConfig): Promise<ApiResponse<T>> {
  // The refresh token stored when the request left, to tell whether another tab has rotated it since.
  const sentWithRefreshToken = getRefreshToken();
  try {
    return await send<T>({ ...config, headers: authHeaders(config) });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || isAuthCall(config.url)) throw error;
  }
  await refreshSession(sentWithRefreshToken);
  return send<T>({ ...config, headers: authHeaders(config) });
}

/** The Hydra client: JSON-LD, bearer token, switch-user header, refresh on 401, ApiError on failure. */
export const api = {
  request,
  get: <T = unknown>(url: string, config?: CallConfig) => request<T>({ ...config, url, method: 'GET' }),
  delete: <T = unknown>(url: string, config?: CallConfig) => request<T>({ ...config, url, method: 'DELETE' }),
  post: <T = unknown>(url: string, data?: unknown, config?: CallConfig) =>
    request<T>({ ...config, url, data, method: 'POST' }),
  put: <T = unknown>(url: string, data?: unknown, config?: CallConfig) =>
    request<T>({ ...config, url, data, method: 'PUT' }),
  patch: <T = unknown>(url: string, data?: unknown, config?: CallConfig) =>
    request<T>({ ...config, url, data, method: 'PATCH' }),
};
