// Prints the timing summary of `npm test` from what scripts/test.sh and the reporters left behind.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLAYWRIGHT_FILE, STEPS_FILE, TIMING_DIR, VITEST_FILE } from './paths';
import { formatSummary, journeyTimes, parseSteps, type FileTime } from './summary';

/** A missing or half-written report (a step killed mid-write) leaves its part of the summary out. */
function readJson(name: string): unknown {
  const path = join(TIMING_DIR, name);
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const stepsPath = join(TIMING_DIR, STEPS_FILE);
const steps = existsSync(stepsPath) ? parseSteps(readFileSync(stepsPath, 'utf8')) : [];
const vitestFiles = readJson(VITEST_FILE) as FileTime[] | undefined;
const playwright = readJson(PLAYWRIGHT_FILE) as Parameters<typeof journeyTimes>[0] | undefined;
console.log(
  formatSummary({ steps, vitestFiles, journeys: playwright ? journeyTimes(playwright) : undefined }),
);
