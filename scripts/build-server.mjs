// Bundles the server (server/main.ts and everything it imports from server/ and domain/) into plain
// JavaScript with esbuild, so `npm start` runs without a TypeScript compiler (ADR 013). Packages stay
// external: node_modules is loaded as is, so PGlite finds its wasm/data and pdfkit its fonts next to
// their own files. Plain JavaScript on purpose: `npm start` runs it with bare node.
//   node scripts/build-server.mjs [--outdir dist-server]
import { cpSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The server's default output folder (ignored by git, ESLint and Prettier). */
export const SERVER_OUTDIR = join(root, 'dist-server');

/**
 * Writes `<outdir>/main.js` (+ chunks for the lazily imported demo seed) and copies the migrations to
 * `<outdir>/migrations`: server/db/client.ts finds them as `./migrations` beside its own module, and in
 * the bundle every module is a file directly in `outdir`.
 */
export async function buildServer(outdir = SERVER_OUTDIR) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outdir,
    bundle: true,
    // The demo seed is imported only when SEED=demo (server/main.ts): it stays a chunk of its own.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    // Readable stack traces in production logs; the bundle is not shipped to a browser.
    minify: false,
    charset: 'utf8',
    // Flat: every module sits directly in outdir, so `./migrations` means the same folder for all.
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
  });
  cpSync(join(root, 'server/db/migrations'), join(outdir, 'migrations'), { recursive: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const index = process.argv.indexOf('--outdir');
  await buildServer(index >= 0 ? resolve(process.argv[index + 1] ?? SERVER_OUTDIR) : SERVER_OUTDIR);
}
