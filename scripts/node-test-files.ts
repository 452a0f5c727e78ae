/**
 * Where Vitest's 'node' project finds its files, and which of them run isolated. The node project
 * shares modules between the files of a worker (`isolate: false`, vite.config.ts); a file that
 * replaces a module with `vi.mock` would replace it for the worker's next files too, so it is named
 * `*.isolated.test.ts` and runs in the 'node-isolated' project, one module graph per file.
 */
export const NODE_TEST_FOLDERS = ['domain', 'server', 'scripts', 'integration'] as const;
export const ISOLATED_TESTS = '**/*.isolated.test.ts';
export const ISOLATED_SUFFIX = '.isolated.test.ts';
