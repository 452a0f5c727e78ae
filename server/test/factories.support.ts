import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppAdapters } from '../app';
import { hashPassword } from '../auth/password';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { companies, userPhones, userRoles, users } from '../db/schema';

/** A config for tests: in-memory PGlite, silent logs, temp outbox, no SPA, no outbox timer. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'kursownik-test-'));
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: 'memory://',
    dataDir,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    accessTokenTtl: 900,
    refreshTokenTtl: 30 * 24 * 3600,
    refreshGraceSeconds: 30,
    seed: 'none',
    smtpUrl: undefined,
    smtpFrom: 'Kursownik <test@localhost>',
    smsGatewayUrl: undefined,
    smsGatewayToken: undefined,
    publicUrl: 'http://kursownik.test',
    outboxDir: join(dataDir, 'outbox'),
    vapid: undefined,
    logLevel: 'silent',
    bodyLimit: 1024 * 1024,
    requestTimeoutMs: 30_000,
    connectionTimeoutMs: 120_000,
    staticDir: join(dataDir, 'no-dist'),
    loginRateLimitUser: 5,
    loginRateLimitIp: 20,
    loginRateWindowSeconds: 900,
    trustProxy: false,
    outboxIntervalMs: 0,
    outboxClaimLeaseMs: 15 * 60 * 1000,
    eventHeartbeatMs: 20_000,
    acceptanceDeadlineIntervalMs: 0,
    reportJobIntervalMs: 0,
    tokenMissLimit: 30,
    tokenMissWindowSeconds: 600,
    googleMapsApiKey: undefined,
    googleMapsInBrowser: false,
    listCacheEntries: 2000,
    listCacheBytes: 64 * 1024 * 1024,
    ...overrides,
  };
}

/** `adapters` stands in for the outside world (e.g. a fake fetch for Google: never the network). */
export function createTestApp(
  overrides: Partial<Config> = {},
  adapters: AppAdapters = {},
): Promise<FastifyInstance> {
  return buildApp(testConfig(overrides), undefined, adapters);
}

let sequence = 0;

export interface UserOverrides {
  username?: string;
  password?: string;
  roles?: string[];
  firstname?: string;
  surname?: string;
  email?: string | null;
  companyId?: number | null;
  isActive?: boolean;
  phones?: { phone: string; main?: boolean }[];
}

export const DEFAULT_TEST_PASSWORD = 'Haslo123!';

/** Inserts a valid user with its roles and phones; every field can be overridden. */
export async function createUser(db: Db, overrides: UserOverrides = {}) {
  sequence += 1;
  const username = overrides.username ?? `user${sequence}`;
  const password = overrides.password ?? DEFAULT_TEST_PASSWORD;
  const [row] = await db
    .insert(users)
    .values({
      username,
      passwordHash: await hashPassword(password),
      firstname: overrides.firstname ?? 'Jan',
      surname: overrides.surname ?? `Kowalski${sequence}`,
      email: overrides.email === undefined ? `${username}@example.com` : overrides.email,
      companyId: overrides.companyId ?? null,
      isActive: overrides.isActive ?? true,
    })
    .returning();
  if (!row) throw new Error('user insert failed');
  const roles = overrides.roles ?? ['ROLE_USER'];
  if (roles.length > 0) await db.insert(userRoles).values(roles.map((role) => ({ userId: row.id, role })));
  for (const phone of overrides.phones ?? []) {
    await db.insert(userPhones).values({ userId: row.id, phone: phone.phone, main: phone.main ?? false });
  }
  return { ...row, password };
}

export async function createCompany(db: Db, overrides: { name?: string; isTransportCompany?: boolean } = {}) {
  sequence += 1;
  const [row] = await db
    .insert(companies)
    .values({
      name: overrides.name ?? `Firma ${sequence}`,
      isTransportCompany: overrides.isTransportCompany ?? false,
    })
    .returning();
  if (!row) throw new Error('company insert failed');
  return row;
}

export interface TokenPairBody {
  token: string;
  refresh_token: string;
}

/** Logs in through the API and returns the token pair (fails the test on a non-200). */
export async function login(app: FastifyInstance, username: string, password = DEFAULT_TEST_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: { username, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
  return response.json<TokenPairBody>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
