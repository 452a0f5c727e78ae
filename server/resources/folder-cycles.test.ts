/**
 * The resource folders import each other in one direction only: a cycle (course-info <-> course-writes
 * was one) means a shared piece belongs in a module of its own, such as course-core. Tests are left
 * out: they may reach anywhere (their fixtures and helpers live in server/test/, outside these folders).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = normalize(join(__dirname));
const TESTS = /\.test\.ts$/;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !TESTS.test(entry.name) ? [path] : [];
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

describe('server/resources folders', () => {
  it('import each other without cycles', () => {
    const graph = folderGraph();
    expect(graph.size).toBeGreaterThan(5);
    expect(cycles(graph)).toEqual([]);
  });
});
