/**
 * The production build's chunk graph, read from Vite's manifest (`build.manifest` in vite.config.ts),
 * so a budget covers every lazy route, the ones that land later included, without visiting each page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

const staticDir = () => process.env.E2E_STATIC_DIR ?? 'dist';

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(staticDir(), '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Gzip bytes of one built file, compressed as the budget journeys do (level 9). */
export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(join(staticDir(), file)), { level: 9 }).length;
}

/** The manifest keys `keys` load before running: themselves and their static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...keys];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
}

/**
 * A lazy chunk's own JavaScript: its file and the chunks it alone imports (statically, transitively),
 * i.e. what opening it costs beyond what other chunks share.
 */
export function ownBytes(manifest: Manifest, key: string): number {
  const importers = new Map<string, Set<string>>();
  for (const [importer, chunk] of Object.entries(manifest))
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
      importers.set(imported, (importers.get(imported) ?? new Set()).add(importer));
  const own = new Set([key]);
  // A chunk is the route's own when every chunk importing it is already the route's own.
  let grew = true;
  while (grew) {
    grew = false;
    for (const candidate of staticClosure(manifest, [key])) {
      if (own.has(candidate)) continue;
      if ([...(importers.get(candidate) ?? [])].every((importer) => own.has(importer))) {
        own.add(candidate);
        grew = true;
      }
    }
  }
  return [...own].reduce((sum, chunk) => sum + gzipBytes(manifest[chunk]?.file ?? ''), 0);
}
