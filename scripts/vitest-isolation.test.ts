import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_SUFFIX, NODE_TEST_FOLDERS } from './node-test-files';

/** What changes a module or a global for every later file of a worker that shares its modules. */
const LEAKS = /\bvi\.(mock|doMock|resetModules|stubEnv)\(/;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    // The PostgreSQL and time-zone projects isolate their files (Vitest's default).
    const elsewhere = entry.name.endsWith('.postgres.test.ts') || entry.name.endsWith('.tz.test.ts');
    return entry.name.endsWith('.test.ts') && !elsewhere ? [path] : [];
  });
}

describe('the node project shares modules between files', () => {
  const files = NODE_TEST_FOLDERS.flatMap(testFiles);

  it('finds the files it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.endsWith(ISOLATED_SUFFIX))).toBe(true);
  });

  it('leaves module replacement to the *.isolated.test.ts files', () => {
    const leaking = files.filter(
      (file) => !file.endsWith(ISOLATED_SUFFIX) && LEAKS.test(readFileSync(file, 'utf8')),
    );
    expect(leaking).toEqual([]);
  });
});
