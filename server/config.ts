import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** undefined = PGlite in `dataDir`; `memory://` = in-memory PGlite; `postgres://...` = PostgreSQL. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  /** Access token lifetime in seconds, never more than 900. */
  accessTokenTtl: number;
  /** Absolute refresh token lifetime in seconds, counted from the family's login. */
  refreshTokenTtl: number;
  refreshGraceSeconds: number;
  seed: 'demo' | 'none';
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** HTTP SMS gateway (http-sms-gateway.ts); unset = SMS go to the outbox folder. */
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  publicUrl: string;
  outboxDir: string;
  /** Web Push (server/push/): both keys or neither; unset = push notices go to the outbox folder. */
  vapid: VapidConfig | undefined;
  logLevel: string;
  bodyLimit: number;
  /** Longest a client may take to send a whole request (Fastify requestTimeout; OWASP API4). */
  requestTimeoutMs: number;
  /** A socket idle this long is closed (Fastify connectionTimeout); above the SSE heartbeat. */
  connectionTimeoutMs: number;
  staticDir: string;
  loginRateLimitUser: number;
  loginRateLimitIp: number;
  loginRateWindowSeconds: number;
  /** Wrong tokens one address may try on the public token routes per window; 0: no brake (row 853). */
  tokenMissLimit: number;
  tokenMissWindowSeconds: number;
  /** Trust X-Forwarded-For (behind a load balancer) so rate limits see the client address. */
  trustProxy: boolean;
  /** How often the outbox worker looks for pending messages; 0 disables the interval. */
  outboxIntervalMs: number;
  /** A claimed message not marked sent after this long is taken again (server/outbox/deliver.ts, ADR 008). */
  outboxClaimLeaseMs: number;
  /** SSE heartbeat of GET /api/events (at most every 25 s). */
  eventHeartbeatMs: number;
  /** How often overdue acceptances become not accepted (server/jobs/acceptance-deadline.ts); 0 disables. */
  acceptanceDeadlineIntervalMs: number;
  /** How often the scheduled-reports job looks for due reports (0: never; issue 35). */
  reportJobIntervalMs: number;
  /** Google Maps Platform key (server): place search (Places API) and route estimates (Directions); unset = offline. */
  googleMapsApiKey: string | undefined;
  /**
   * The SPA is built with VITE_GOOGLE_MAPS_API_KEY (the same .env): the browser loads Google's map, so the
   * Content-Security-Policy lets its hosts in (server/http/content-security-policy.ts).
   */
  googleMapsInBrowser: boolean;
  /**
   * The course list's answer cache (server/http/response-cache, ADR 014): at most this many answers
   * and bytes in each API process; 0 entries switches it off (ETag and 304 stay).
   */
  listCacheEntries: number;
  listCacheBytes: number;
}

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or an https address the push services may contact; default PUBLIC_URL. */
  subject: string;
}

type Env = Record<string, string | undefined>;

const MAX_ACCESS_TOKEN_TTL = 900;

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 8080);
  const dataDir = resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    jwtSecret: env.JWT_SECRET || (databaseUrl === 'memory://' ? randomSecret() : persistedSecret(dataDir)),
    accessTokenTtl: Math.min(int(env, 'ACCESS_TOKEN_TTL', MAX_ACCESS_TOKEN_TTL), MAX_ACCESS_TOKEN_TTL),
    refreshTokenTtl: int(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600),
    refreshGraceSeconds: int(env, 'REFRESH_GRACE_SECONDS', 30, 0),
    seed: env.SEED === 'none' ? 'none' : 'demo',
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || 'Kursownik <no-reply@localhost>',
    smsGatewayUrl: env.SMS_GATEWAY_URL || undefined,
    smsGatewayToken: env.SMS_GATEWAY_TOKEN || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    outboxDir: resolve(env.OUTBOX_DIR || join(dataDir, 'outbox')),
    vapid: vapid(env, (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '')),
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimit: int(env, 'BODY_LIMIT', 1024 * 1024),
    requestTimeoutMs: int(env, 'REQUEST_TIMEOUT_MS', 30_000),
    connectionTimeoutMs: Math.max(int(env, 'CONNECTION_TIMEOUT_MS', 120_000), 30_000),
    staticDir: resolve(env.STATIC_DIR || './dist'),
    loginRateLimitUser: int(env, 'LOGIN_RATE_LIMIT_USER', 5),
    loginRateLimitIp: int(env, 'LOGIN_RATE_LIMIT_IP', 20),
    loginRateWindowSeconds: int(env, 'LOGIN_RATE_WINDOW_SECONDS', 900),
    tokenMissLimit: int(env, 'TOKEN_MISS_LIMIT', 30, 0),
    tokenMissWindowSeconds: int(env, 'TOKEN_MISS_WINDOW_SECONDS', 600),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    outboxIntervalMs: int(env, 'OUTBOX_INTERVAL_MS', 5000, 0),
    outboxClaimLeaseMs: int(env, 'OUTBOX_CLAIM_LEASE_SECONDS', 15 * 60) * 1000,
    eventHeartbeatMs: Math.min(int(env, 'EVENT_HEARTBEAT_MS', 20_000, 100), 25_000),
    acceptanceDeadlineIntervalMs: int(env, 'ACCEPTANCE_DEADLINE_INTERVAL_MS', 60_000, 0),
    reportJobIntervalMs: int(env, 'REPORT_JOB_INTERVAL_MS', 15 * 60_000, 0),
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY?.trim() || undefined,
    googleMapsInBrowser: Boolean(env.VITE_GOOGLE_MAPS_API_KEY?.trim()),
    listCacheEntries: int(env, 'LIST_CACHE_ENTRIES', 2000, 0),
    listCacheBytes: int(env, 'LIST_CACHE_MEGABYTES', 64) * 1024 * 1024,
  };
}

/** One key without the other is a mistake worth refusing at start, not a silent offline mode. */
function vapid(env: Env, publicUrl: string): VapidConfig | undefined {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || undefined;
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) {
    throw new Error(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (npx web-push generate-vapid-keys)',
    );
  }
  return { publicKey, privateKey, subject: env.VAPID_SUBJECT?.trim() || publicUrl };
}

function int(env: Env, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  }
  return value;
}

function randomSecret(): string {
  return randomBytes(48).toString('base64url');
}

/** One secret per data directory, so tokens survive a restart without any setup. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomSecret();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
