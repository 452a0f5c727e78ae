import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_SUFFIX, NODE_TEST_FOLDERS } from './node-test-files';

const isIsolated = (file: string) => file.endsWith(ISOLATED_SUFFIX) || file.endsWith(`${ISOLATED_SUFFIX}x`);

/** What changes a module or a global for every later file of a worker that shares its modules. */
const LEAKS = /\bvi\.(mock|doMock|resetModules|stubEnv)\(/;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    // The PostgreSQL and time-zone projects isolate their files (Vitest's default).
    const elsewhere = entry.name.endsWith('.postgres.test.ts') || /\.tz\.test\.tsx?$/.test(entry.name);
    return /\.test\.tsx?$/.test(entry.name) && !elsewhere ? [path] : [];
  });
}

describe('the node project shares modules between files', () => {
  const files = NODE_TEST_FOLDERS.flatMap(testFiles);

  it('finds the files it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some(isIsolated)).toBe(true);
  });

  it('leaves module replacement to the *.isolated.test.ts files', () => {
    const leaking = files.filter((file) => !isIsolated(file) && LEAKS.test(readFileSync(file, 'utf8')));
    expect(leaking).toEqual([]);
  });
});

describe('the dom project shares modules and its jsdom between files', () => {
  const files = testFiles('src');

  it('finds the files it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some(isIsolated)).toBe(true);
  });

  it('leaves module replacement to the *.isolated.test.ts(x) files', () => {
    const leaking = files.filter((file) => !isIsolated(file) && LEAKS.test(readFileSync(file, 'utf8')));
    expect(leaking).toEqual([]);
  });
});
