/** Where scripts/test.sh and the two reporters leave their timings (test-results is not committed). */
export const TIMING_DIR = process.env.TEST_TIMING_DIR ?? 'test-results/timing';
export const STEPS_FILE = 'steps.tsv';
export const VITEST_FILE = 'vitest-files.json';
export const PLAYWRIGHT_FILE = 'playwright.json';
