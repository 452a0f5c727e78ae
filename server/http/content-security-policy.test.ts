import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/factories.support';
import { loadConfig } from '../config';
import { cspDirectives } from './content-security-policy';
import { CSP_REPORT_BODY_LIMIT } from './csp-reports.routes';
import { googleMapsConfigured } from './security';

// Two apps: the shared one and one with a Google key (the slow part: each is migrated PGlite).

/** The policy as a map: directive -> its sources. */
function policyOf(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const entries = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name = '', ...sources]) => [name, sources] as const);
  return new Map(entries);
}

const REPORT = {
  'csp-report': {
    'document-uri': 'http://localhost/course',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/x.js',
    'line-number': 3,
  },
};

let app: FastifyInstance;

beforeAll(async () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'kursownik-csp-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Kursownik</title>');
  app = await createTestApp({ staticDir });
});
afterAll(() => app.close());

describe('Content-Security-Policy (ADR 009)', () => {
  it.each([
    ['the SPA page', '/course'],
    ['an API answer', '/api/health'],
    ['a refusal', '/api/users'],
    ['a missing API route', '/api/nothing'],
  ])('is strict on %s (%s)', async (_what, url) => {
    const response = await app.inject({ method: 'GET', url });
    const policy = policyOf(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('report-uri')).toEqual(['/api/csp_reports']);
    // Only styles may be inline (emotion writes <style> at run time); nothing anywhere may eval.
    const header = String(response.headers['content-security-policy']);
    expect(header.match(/'unsafe-inline'/g)).toHaveLength(1);
    expect(policy.get('style-src')).toContain("'unsafe-inline'");
    expect(header).not.toContain('unsafe-eval');
    expect(header).not.toContain('google');
  });

  it("lets Google's map in when a Google key is configured", async () => {
    // One app (each costs seconds); which keys count is googleMapsConfigured's test below.
    const google = await createTestApp({ googleMapsApiKey: 'server-key' });
    try {
      const response = await google.inject({ method: 'GET', url: '/api/health' });
      const policy = policyOf(response.headers['content-security-policy']);
      expect(policy.get('script-src')).toEqual([
        "'self'",
        'https://maps.googleapis.com',
        'https://maps.gstatic.com',
      ]);
      expect(policy.get('img-src')).toContain('https://*.googleapis.com');
      expect(policy.get('connect-src')).toContain('https://*.googleapis.com');
      expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-eval');
    } finally {
      await google.close();
    }
  });

  it('sends the very headers @fastify/helmet sends, computed once (ADR 014: not rebuilt per request)', async () => {
    const withHelmet = Fastify();
    await withHelmet.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives({ googleMaps: false }) },
    });
    withHelmet.get('/api/health', async () => ({}));
    const expected = (await withHelmet.inject({ url: '/api/health' })).headers;
    await withHelmet.close();
    const sent = (await app.inject({ url: '/api/health' })).headers;
    const helmetNames = Object.keys(expected).filter(
      (name) => name.startsWith('x-') || name.includes('-policy'),
    );
    expect(helmetNames.length).toBeGreaterThan(8);
    for (const name of helmetNames) expect(sent[name], name).toEqual(expected[name]);
    expect(sent['strict-transport-security']).toEqual(expected['strict-transport-security']);
  });

  it("counts the SPA's key and the server's", () => {
    expect(googleMapsConfigured({ googleMapsApiKey: undefined, googleMapsInBrowser: false })).toBe(false);
    expect(googleMapsConfigured({ googleMapsApiKey: 'server-key', googleMapsInBrowser: false })).toBe(true);
    expect(googleMapsConfigured({ googleMapsApiKey: undefined, googleMapsInBrowser: true })).toBe(true);
    expect(
      loadConfig({ DATABASE_URL: 'memory://', VITE_GOOGLE_MAPS_API_KEY: ' key ' }).googleMapsInBrowser,
    ).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'memory://', VITE_GOOGLE_MAPS_API_KEY: ' ' }).googleMapsInBrowser).toBe(
      false,
    );
  });
});

describe('POST /api/csp_reports', () => {
  const send = (payload: string, contentType = 'application/csp-report') =>
    app.inject({
      method: 'POST',
      url: '/api/csp_reports',
      headers: { 'content-type': contentType },
      payload,
    });

  it("takes a browser's report without a session", async () => {
    expect((await send(JSON.stringify(REPORT))).statusCode).toBe(204);
    expect((await send(JSON.stringify(REPORT), 'application/json')).statusCode).toBe(204);
  });

  it('refuses what is not a report, and bodies above its limit', async () => {
    expect((await send('{"csp-report": "x"}')).statusCode).toBe(422);
    expect((await send('not json')).statusCode).toBe(400);
    expect((await send(JSON.stringify(REPORT), 'text/plain')).statusCode).toBe(415);
    const huge = { 'csp-report': { 'document-uri': 'x'.repeat(CSP_REPORT_BODY_LIMIT) } };
    expect((await send(JSON.stringify(huge))).statusCode).toBe(413);
  });
});
