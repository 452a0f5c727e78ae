// `npm start`: rebuilds the SPA (dist/) and the server bundle (dist-server/) only when their inputs
// changed since the last build, then runs the compiled server in this process (ADR 013). Each build is
// recorded as a SHA-256 of its inputs' paths and contents in .build-stamps/; an unchanged checkout starts
// without Vite, esbuild or a TypeScript compiler. Plain JavaScript, run by bare node.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_OUTDIR, buildServer } from './build-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STAMPS = join(root, '.build-stamps');

/** What each build reads. package-lock.json: a new library version changes the output. */
const SHARED = ['domain', 'package-lock.json', 'tsconfig.base.json'];
const TARGETS = [
  {
    name: 'spa',
    // .env: the SPA is built with VITE_* variables from it (the Google Maps key).
    inputs: [...SHARED, 'src', 'public', 'index.html', 'vite.config.ts', 'tsconfig.app.json', '.env'],
    // `VITE_API_URL=... npm start` builds another SPA than the same sources without it.
    environment: () =>
      Object.keys(process.env)
        .filter((name) => name.startsWith('VITE_'))
        .sort()
        .map((name) => `${name}=${process.env[name]}`),
    output: join(root, 'dist/index.html'),
    build() {
      const vite = join(root, 'node_modules/vite/bin/vite.js');
      const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
        cwd: root,
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error(`vite build failed (${result.status ?? result.signal})`);
    },
  },
  {
    name: 'server',
    inputs: [...SHARED, 'server', 'scripts/build-server.mjs'],
    output: join(SERVER_OUTDIR, 'main.js'),
    environment: () => [],
    build: () => buildServer(),
  },
];

/** Files under `path` (or `path` itself), skipping tests: they are not part of either build. */
function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The inputs' fingerprint: every file's path relative to the checkout and its bytes, in a stable order. */
export function inputHash(inputs, environment = []) {
  const hash = createHash('sha256');
  for (const variable of environment) hash.update(variable).update('\0');
  const all = inputs.flatMap((input) => files(join(root, input))).sort();
  for (const file of all) hash.update(relative(root, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

async function ensureBuilt(target) {
  const stampFile = join(STAMPS, target.name);
  const hash = inputHash(target.inputs, target.environment());
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (stamp === hash && existsSync(target.output)) return;
  console.log(`Kursownik: budowanie (${target.name}), źródła się zmieniły`);
  await target.build();
  mkdirSync(STAMPS, { recursive: true });
  writeFileSync(stampFile, hash);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const target of TARGETS) await ensureBuilt(target);
  // The server reads its configuration from the environment; it runs in this process (one node start).
  await import(pathToFileURL(join(SERVER_OUTDIR, 'main.js')).href);
}
