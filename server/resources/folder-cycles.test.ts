/**
 * The resource folders import each other in one direction only: a cycle (course-info <-> course-writes
 * was one) means a shared piece belongs in a module of its own, such as course-core. Test support files
 * (fixtures, helpers) are left out: they may reach anywhere. The ride transitions are a leaf: what the
 * other course families share with them (lock, status writes, notices) lives in course-core.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = normalize(join(__dirname));
const SUPPORT = /(\.test\.ts|fixtures\.ts|test-helpers\.ts|test-app\.ts)$/;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !SUPPORT.test(entry.name) ? [path] : [];
  });
}

const folderOf = (path: string) => relative(ROOT, path).split(sep)[0] ?? '';

function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sources(ROOT)) {
    const from = folderOf(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']*)'/g)) {
      const target = normalize(join(dirname(file), specifier));
      if (!target.startsWith(ROOT + sep)) continue;
      const to = folderOf(target);
      if (to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

function cycles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const visit = (node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at !== -1) found.add([...path.slice(at), next].join(' -> '));
      else visit(next, [...path, next]);
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  return [...found];
}

const SERVER = normalize(join(__dirname, '..'));
const RIDE_TRANSITIONS = join(ROOT, 'ride-transitions');

/** Every .ts file under `folder`, tests and test support included. */
function everyFile(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return everyFile(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** `server/`-relative names of files outside ride-transitions that import from it. */
function rideTransitionImporters(): string[] {
  return everyFile(SERVER)
    .filter((file) => !file.startsWith(RIDE_TRANSITIONS + sep))
    .filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']*)'/g)].some(([, specifier = '']) =>
        normalize(join(dirname(file), specifier)).startsWith(RIDE_TRANSITIONS + sep),
      ),
    )
    .map((file) => relative(SERVER, file).split(sep).join('/'));
}

describe('server/resources folders', () => {
  it('reach ride-transitions only from the route registration', () => {
    expect(rideTransitionImporters()).toEqual(['app.ts']);
  });

  it('import each other without cycles', () => {
    const graph = folderGraph();
    expect(graph.size).toBeGreaterThan(5);
    expect(cycles(graph)).toEqual([]);
  });
});
