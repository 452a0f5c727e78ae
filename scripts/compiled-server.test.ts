/**
 * `npm start` runs the esbuild bundle with bare node (ADR 013). This proves the bundle works: built
 * into a folder of its own inside the checkout (so its external packages resolve from node_modules),
 * started without tsx on an in-memory PGlite with the demo data, it answers health, a demo login and
 * one course list page. Whatever the bundle reads by path (migrations, PGlite's wasm, the PDF fonts
 * resolved at import) has to be found for the process to become healthy at all.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { crashServer, type CrashServer } from '../server/test/crash/crash-server.support';
import { freePort } from './local-postgres';

const outdir = join('test-results', `server-bundle-${process.pid}`);
let server: CrashServer;

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-server.mjs', '--outdir', outdir], { stdio: 'inherit' });
  server = crashServer({
    port: await freePort(),
    dataDir: join(outdir, 'data'),
    outboxDir: join(outdir, 'outbox'),
    databaseUrl: 'memory://',
    command: [join(outdir, 'main.js')],
    env: { SEED: 'demo', OUTBOX_INTERVAL_MS: '0' },
  });
  await server.start();
});

afterAll(async () => {
  await server?.stop();
  rmSync(outdir, { recursive: true, force: true });
});

it('is plain JavaScript: no TypeScript loader and no source file imported', () => {
  const main = readFileSync(join(outdir, 'main.js'), 'utf8');
  expect(main).not.toMatch(/from ["'](tsx|\.{1,2}\/[^"']*\.ts)["']/);
  expect(main).toContain('Kursownik działa');
});

it('answers health, a demo login and a course list page', async () => {
  expect(await (await fetch(`${server.baseURL}/api/health`)).json()).toEqual({ status: 'ok' });

  const login = await fetch(`${server.baseURL}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'dyspozytor', password: 'kursownik123' }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };

  const list = await fetch(`${server.baseURL}/api/abstract_courses?itemsPerPage=15`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.status).toBe(200);
  const page = (await list.json()) as { 'hydra:member': unknown[]; 'hydra:totalItems': number };
  expect(page['hydra:member'].length).toBeGreaterThan(0);
  expect(page['hydra:totalItems']).toBeGreaterThan(0);
});

it('loads every package it imports on first use from its own folder (PGlite, nodemailer, reports)', () => {
  // Imported lazily (ADR 012: a process on PostgreSQL that sends no e-mail never holds them), so the
  // start above does not prove them all: each is imported here by a module in the bundle's folder.
  const lazy = new Set(
    readdirSync(outdir)
      .filter((name) => name.endsWith('.js'))
      .flatMap((name) => [...readFileSync(join(outdir, name), 'utf8').matchAll(/import\("([^."][^"]*)"\)/g)])
      .map((match) => match[1] ?? ''),
  );
  const heavy = ['@electric-sql/pglite', 'nodemailer', 'pdfkit', 'exceljs', 'web-push'];
  expect([...lazy]).toEqual(expect.arrayContaining(heavy));
  // Not also imported statically by some other module (exceljs once was, by the fuel import: 14 MB idle).
  const eager = readdirSync(outdir)
    .filter((name) => name.endsWith('.js'))
    .flatMap((name) => [
      ...readFileSync(join(outdir, name), 'utf8').matchAll(/^import [^;]*? from "([^."][^"]*)"/gm),
    ])
    .map((match) => match[1] ?? '');
  expect(eager.filter((name) => heavy.includes(name))).toEqual([]);
  const probe = join(outdir, 'lazy-imports.probe.mjs');
  writeFileSync(probe, [...lazy].map((name) => `await import(${JSON.stringify(name)});`).join('\n'));
  expect(() => execFileSync(process.execPath, [probe], { stdio: 'pipe' })).not.toThrow();
});
