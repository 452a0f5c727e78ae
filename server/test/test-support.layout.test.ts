/**
 * What only tests use lives in one tree (server/test/) with one suffix (`.support.ts`), so a reader
 * tells production code from test support by its path, and the build never carries a fixture. Tests
 * (`*.test.ts`) stay beside the code they test.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = join(__dirname, '..');
const TREE = join(SERVER, 'test') + sep;
const TEST = /\.test\.ts$/;
const SUPPORT = /\.support\.ts$/;
// The names test support went by before it moved here.
const OLD_SUPPORT_NAMES = /(fixtures?|test-helpers?|test-app|test-kit)\.ts$/;

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : files(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const all = files(SERVER);
const name = (path: string) => relative(SERVER, path);

describe('test support layout', () => {
  it('names every support file of server/test/ *.support.ts', () => {
    const unnamed = all.filter((path) => path.startsWith(TREE) && !TEST.test(path) && !SUPPORT.test(path));
    expect(unnamed.map(name)).toEqual([]);
  });

  it('keeps support files out of the production folders', () => {
    const stray = all.filter(
      (path) => !path.startsWith(TREE) && (SUPPORT.test(path) || OLD_SUPPORT_NAMES.test(path)),
    );
    expect(stray.map(name)).toEqual([]);
  });
});
