import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/factories.support';

let app: FastifyInstance;

beforeAll(async () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'kursownik-dist-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Kursownik</title>');
  writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  app = await createTestApp({ staticDir });
});
afterAll(() => app.close());

describe('built SPA', () => {
  it.each(['/', '/course', '/reset-password/abc_DEF-123', '/companies/5/edit?tab=1'])(
    'serves index.html without caching for the client route %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Kursownik</title>');
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets for a long time and sw.js not at all', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for missing files and unknown API routes instead of index.html', async () => {
    // `/api` itself is the Hydra entrypoint (api-docs.routes.ts).
    for (const url of ['/assets/missing.js', '/api/nothing', '/api/nothing/deeper']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ 'hydra:description': 'Nie znaleziono zasobu' });
    }
    const post = await app.inject({ method: 'POST', url: '/course', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('does not serve files outside the build', async () => {
    const response = await app.inject({ method: 'GET', url: '/../package.json' });
    expect(response.statusCode).not.toBe(200);
  });

  it('still answers the API', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });
});
