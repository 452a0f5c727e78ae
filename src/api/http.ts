import { ApiError } from './api-error';
import { API_URL } from './config';

/**
 * The SPA's one HTTP primitive, on `fetch`: what the app used of axios (query params, JSON bodies,
 * parsed answers, non-2xx as an error) in about 1 KB instead of axios' 20 KB gzip on every page behind
 * the login (ADR 013). It knows nothing of tokens: `client.ts` adds those, `refresh-token.ts` goes bare.
 */
export interface RequestConfig {
  url: string;
  method?: string;
  /** Serialized as axios did: `key[]=a&key[]=b` for arrays, `key[sub]=v` for objects, null/undefined left out. */
  params?: object;
  /** A plain value is sent as JSON; FormData, Blob, URLSearchParams and strings as they are. */
  data?: unknown;
  headers?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /** 'arraybuffer' for files; an error answer's body is still read as JSON (its problem detail). */
  responseType?: 'json' | 'arraybuffer';
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  /** Lower-case names, as `Headers` gives them. */
  headers: Record<string, string>;
}

// axios' encoding, kept so server logs and MSW handlers see the same query strings as before.
const encode = (value: string) =>
  encodeURIComponent(value).replace(/%(3A|24|2C|20|5B|5D)/gi, (match) =>
    match === '%20' ? '+' : decodeURIComponent(match),
  );

function appendParam(pairs: string[], key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    const base = key.endsWith('[]') ? key.slice(0, -2) : key;
    for (const item of value as unknown[]) appendParam(pairs, `${base}[]`, item);
  } else if (value instanceof Date) {
    pairs.push(`${encode(key)}=${encode(value.toISOString())}`);
  } else if (typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) appendParam(pairs, `${key}[${name}]`, inner);
  } else {
    pairs.push(`${encode(key)}=${encode(String(value as string | number | boolean | bigint))}`);
  }
}

/** Example: queryString({ page: 2, rideStatus: ['new', 'planned'] }) === 'page=2&rideStatus[]=new&rideStatus[]=planned' */
export function queryString(params: object | undefined): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params ?? {})) appendParam(pairs, key, value);
  return pairs.join('&');
}

function requestBody(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (
    typeof data === 'string' ||
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams
  )
    return data;
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
}

/** A JSON answer parsed; any other text as it is; '' when there is no body (axios' answers, kept). */
async function readBody(response: Response, responseType: RequestConfig['responseType']): Promise<unknown> {
  if (responseType === 'arraybuffer' && response.ok) return response.arrayBuffer();
  const text = await response.text();
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends one request; rejects with an `ApiError` (status 0 when the server was not reached). */
export async function send<T>(config: RequestConfig): Promise<ApiResponse<T>> {
  const query = queryString(config.params);
  const path = `${API_URL}${config.url}${query ? (config.url.includes('?') ? '&' : '?') + query : ''}`;
  // Relative to the page, as XHR resolves it (fetch outside a browser, e.g. under jsdom, needs a base).
  const url = new URL(path, globalThis.location?.href ?? 'http://localhost/');
  const headers = new Headers({ Accept: 'application/ld+json, application/json' });
  for (const [name, value] of Object.entries(config.headers ?? {}))
    if (value !== undefined) headers.set(name, value);
  let response: Response;
  try {
    response = await fetch(url, {
      method: (config.method ?? 'GET').toUpperCase(),
      headers,
      body: requestBody(config.data, headers),
      signal: config.signal,
    });
  } catch (error) {
    throw new ApiError(0, undefined, error);
  }
  const data = await readBody(response, config.responseType).catch((error: unknown) => {
    throw new ApiError(0, undefined, error);
  });
  if (!response.ok) throw new ApiError(response.status, data);
  return { data: data as T, status: response.status, headers: Object.fromEntries(response.headers) };
}
