import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { TIMING_DIR, VITEST_FILE } from './paths';
import type { FileTime } from './summary';

/**
 * Writes each test file's whole cost to test-results/timing (scripts/test.sh prints the slowest).
 * Vitest's own JSON reporter gives only the tests' time, not the import and environment that make
 * most of a slow file's cost.
 */
export default class VitestFileTimes implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files: FileTime[] = testModules.map((module) => {
      const cost = module.diagnostic();
      const milliseconds =
        cost.environmentSetupDuration +
        cost.prepareDuration +
        cost.setupDuration +
        cost.collectDuration +
        cost.duration;
      return {
        file: relative(process.cwd(), module.moduleId),
        project: module.project.name,
        seconds: milliseconds / 1000,
      };
    });
    mkdirSync(TIMING_DIR, { recursive: true });
    writeFileSync(join(TIMING_DIR, VITEST_FILE), JSON.stringify(files));
  }
}
