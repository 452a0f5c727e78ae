import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATABASE_URL: 'memory://' });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      accessTokenTtl: 900,
      refreshTokenTtl: 30 * 24 * 3600,
      refreshGraceSeconds: 30,
      seed: 'demo',
      publicUrl: 'http://localhost:8080',
      logLevel: 'info',
      bodyLimit: 1024 * 1024,
      requestTimeoutMs: 30_000,
      connectionTimeoutMs: 120_000,
      loginRateLimitUser: 5,
      loginRateLimitIp: 20,
      loginRateWindowSeconds: 900,
      tokenMissLimit: 30,
      tokenMissWindowSeconds: 600,
      acceptanceDeadlineIntervalMs: 60_000,
      reportJobIntervalMs: 900_000,
      googleMapsApiKey: undefined,
      googleMapsInBrowser: false,
      vapid: undefined,
      listCacheEntries: 2000,
      listCacheBytes: 64 * 1024 * 1024,
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATABASE_URL: 'memory://' }).jwtSecret).not.toBe(config.jwtSecret);
  });

  it('caps the access token lifetime at 900 seconds and refuses nonsense numbers', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://', ACCESS_TOKEN_TTL: '3600' }).accessTokenTtl).toBe(900);
    expect(() => loadConfig({ DATABASE_URL: 'memory://', PORT: 'abc' })).toThrow(/PORT/);
    expect(
      loadConfig({ DATABASE_URL: 'memory://', ACCEPTANCE_DEADLINE_INTERVAL_MS: '0' })
        .acceptanceDeadlineIntervalMs,
    ).toBe(0);
  });

  it('reads the server-side Google key; a blank one counts as unset', () => {
    expect(
      loadConfig({ DATABASE_URL: 'memory://', GOOGLE_MAPS_API_KEY: ' AIza-key ' }).googleMapsApiKey,
    ).toBe('AIza-key');
    expect(
      loadConfig({ DATABASE_URL: 'memory://', GOOGLE_MAPS_API_KEY: ' ' }).googleMapsApiKey,
    ).toBeUndefined();
  });

  it('reads the VAPID pair (subject defaults to PUBLIC_URL) and refuses half a pair', () => {
    const keys = { VAPID_PUBLIC_KEY: ' BPub ', VAPID_PRIVATE_KEY: 'priv' };
    expect(
      loadConfig({ DATABASE_URL: 'memory://', PUBLIC_URL: 'https://k.example/', ...keys }).vapid,
    ).toEqual({
      publicKey: 'BPub',
      privateKey: 'priv',
      subject: 'https://k.example',
    });
    expect(
      loadConfig({ DATABASE_URL: 'memory://', ...keys, VAPID_SUBJECT: 'mailto:it@k.example' }).vapid?.subject,
    ).toBe('mailto:it@k.example');
    expect(() => loadConfig({ DATABASE_URL: 'memory://', VAPID_PUBLIC_KEY: 'BPub' })).toThrow(/VAPID/);
    expect(() => loadConfig({ DATABASE_URL: 'memory://', VAPID_PRIVATE_KEY: 'priv' })).toThrow(/VAPID/);
  });

  it('keeps a generated JWT secret in DATA_DIR readable only by the owner', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kursownik-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.outboxDir).toBe(join(dataDir, 'outbox'));
  });
});
