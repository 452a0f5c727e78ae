/**
 * Where Vitest's projects find their files, and which of them run isolated. The 'node' and 'dom'
 * projects share modules (and, for 'dom', the jsdom document) between the files of a worker
 * (`isolate: false`, vite.config.ts). A file that replaces a module with `vi.mock`, stubs the
 * environment, or needs a module's state fresh (a script loader that runs once per page) would change
 * the worker's next files, so it is named `*.isolated.test.ts(x)` and runs in 'node-isolated' or
 * 'dom-isolated', one module graph per file.
 */
export const NODE_TEST_FOLDERS = ['domain', 'server', 'scripts', 'integration'] as const;
export const ISOLATED_SUFFIX = '.isolated.test.ts';
export const ISOLATED_TESTS = '**/*.isolated.test.ts';
/** The component tests (jsdom); the isolated ones end in `.isolated.test.ts` or `.isolated.test.tsx`. */
export const DOM_TESTS = 'src/**/*.test.{ts,tsx}';
export const DOM_ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';
