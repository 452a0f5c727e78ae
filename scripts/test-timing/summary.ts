/**
 * The timing summary printed at the end of `npm test` (issue 30): seconds per step, the slowest Vitest
 * files and the slowest journeys, so every CI log shows where its minutes went. Pure: the inputs are
 * the texts scripts/test.sh and the two reporters leave in test-results/timing.
 */

/**
 * One step of scripts/test.sh as it wrote it: `name<TAB>milliseconds<TAB>ok|failed<TAB>start`, the
 * start in milliseconds from the run's start (steps that overlap count once in the total).
 */
export interface StepTime {
  name: string;
  seconds: number;
  failed: boolean;
  /** Seconds from the run's start; undefined in a file written before steps ran side by side. */
  startedAt?: number;
}

/** One test file's whole cost in its worker: environment, set-up, import and tests. */
export interface FileTime {
  file: string;
  project: string;
  seconds: number;
}

export const SLOWEST_SHOWN = 10;

export function parseSteps(text: string): StepTime[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [name = '', milliseconds = '0', status = 'ok', start] = line.split('\t');
      const step: StepTime = { name, seconds: Number(milliseconds) / 1000, failed: status !== 'ok' };
      return start === undefined ? step : { ...step, startedAt: Number(start) / 1000 };
    });
}

/** The subset of Playwright's JSON report this summary reads. */
interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: { title: string; file?: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Every journey (spec) of a Playwright JSON report with the time its runs took, retries included. */
export function journeyTimes(report: { suites?: PlaywrightSuite[] }): FileTime[] {
  const times: FileTime[] = [];
  const walk = (suite: PlaywrightSuite, file: string) => {
    const suiteFile = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      const milliseconds = spec.tests
        .flatMap((test) => test.results)
        .reduce((sum, result) => sum + result.duration, 0);
      times.push({
        file: `${spec.file ?? suiteFile}: ${spec.title}`,
        project: '',
        seconds: milliseconds / 1000,
      });
    }
    for (const child of suite.suites ?? []) walk(child, suiteFile);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? '');
  return times;
}

export function slowest(times: readonly FileTime[], count = SLOWEST_SHOWN): FileTime[] {
  return [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

const seconds = (value: number) => value.toFixed(1).padStart(8);

const clock = (value: number) =>
  `${Math.floor(value / 60)}:${String(Math.floor(value % 60)).padStart(2, '0')}`;

/** The run's wall time: from the first start to the last end when steps carry their start, else the sum. */
export function wallSeconds(steps: readonly StepTime[]): number {
  if (steps.length === 0) return 0;
  if (steps.some((step) => step.startedAt === undefined))
    return steps.reduce((sum, step) => sum + step.seconds, 0);
  const starts = steps.map((step) => step.startedAt ?? 0);
  const ends = steps.map((step) => (step.startedAt ?? 0) + step.seconds);
  return Math.max(...ends) - Math.min(...starts);
}

function stepTable(steps: readonly StepTime[]): string[] {
  if (steps.length === 0) return ['  (no step finished)'];
  const width = Math.max(...steps.map((step) => step.name.length));
  const total = wallSeconds(steps);
  return [
    ...steps.map(
      (step) =>
        `  ${step.name.padEnd(width)} ${seconds(step.seconds)} s` +
        `${step.startedAt === undefined ? '' : `  from ${clock(step.startedAt)}`}${step.failed ? '  FAILED' : ''}`,
    ),
    `  ${'Total'.padEnd(width)} ${seconds(total)} s (${(total / 60).toFixed(1)} min)`,
  ];
}

/** Seconds per Vitest project, summed over its files (files run side by side, so this is worker time). */
function projectTable(files: readonly FileTime[]): string[] {
  const byProject = new Map<string, { seconds: number; files: number }>();
  for (const file of files) {
    const entry = byProject.get(file.project) ?? { seconds: 0, files: 0 };
    byProject.set(file.project, { seconds: entry.seconds + file.seconds, files: entry.files + 1 });
  }
  return [...byProject]
    .sort(([, a], [, b]) => b.seconds - a.seconds)
    .map(([project, entry]) => `  ${project.padEnd(14)} ${seconds(entry.seconds)} s in ${entry.files} files`);
}

function slowestTable(times: readonly FileTime[]): string[] {
  return slowest(times).map(
    (time) => `  ${seconds(time.seconds)} s  ${time.project ? `[${time.project}] ` : ''}${time.file}`,
  );
}

/** The printed summary; a part whose input is missing (its step failed or never ran) says so. */
export function formatSummary(input: {
  steps: readonly StepTime[];
  vitestFiles?: readonly FileTime[];
  journeys?: readonly FileTime[];
}): string {
  const lines = ['', '=== Timing summary ===', 'Seconds per step (wall time):', ...stepTable(input.steps)];
  lines.push('', 'Vitest, worker seconds per project (files run side by side):');
  lines.push(...(input.vitestFiles ? projectTable(input.vitestFiles) : ['  (no Vitest report)']));
  lines.push('', `The ${SLOWEST_SHOWN} slowest Vitest files (environment, set-up, import and tests):`);
  lines.push(...(input.vitestFiles ? slowestTable(input.vitestFiles) : ['  (no Vitest report)']));
  lines.push('', `The ${SLOWEST_SHOWN} slowest journeys:`);
  lines.push(...(input.journeys ? slowestTable(input.journeys) : ['  (no journey report)']));
  return lines.join('\n');
}
