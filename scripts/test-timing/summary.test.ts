import { describe, expect, it } from 'vitest';
import { formatSummary, journeyTimes, parseSteps, slowest, wallSeconds, type FileTime } from './summary';

const file = (name: string, seconds: number, project = 'node'): FileTime => ({
  file: name,
  project,
  seconds,
});

describe('timing summary of npm test', () => {
  it('reads the steps scripts/test.sh wrote, a failed one marked', () => {
    expect(parseSteps('ESLint\t61500\tok\nVitest\t700000\tfailed\n')).toEqual([
      { name: 'ESLint', seconds: 61.5, failed: false },
      { name: 'Vitest', seconds: 700, failed: true },
    ]);
  });

  it('reads when each step started, and counts side-by-side steps once in the total', () => {
    const steps = parseSteps('Build\t5000\tok\t0\nJourneys\t900000\tok\t5000\nVitest\t600000\tok\t0\n');
    expect(steps[1]).toEqual({ name: 'Journeys', seconds: 900, failed: false, startedAt: 5 });
    expect(wallSeconds(steps)).toBe(905);
    const text = formatSummary({ steps });
    expect(text).toContain('Journeys    900.0 s  from 0:05');
    expect(text).toContain('Total       905.0 s (15.1 min)');
  });

  it('sums each journey over its runs and finds it in nested describe blocks', () => {
    const report = {
      suites: [
        {
          file: 'a.spec.ts',
          specs: [{ title: 'first', tests: [{ results: [{ duration: 1500 }, { duration: 500 }] }] }],
          suites: [
            { title: 'group', specs: [{ title: 'second', tests: [{ results: [{ duration: 4000 }] }] }] },
          ],
        },
      ],
    };
    expect(journeyTimes(report)).toEqual([
      { file: 'a.spec.ts: first', project: '', seconds: 2 },
      { file: 'a.spec.ts: second', project: '', seconds: 4 },
    ]);
  });

  it('keeps the slowest first and only as many as asked', () => {
    const times = [file('a', 1), file('b', 9), file('c', 5)];
    expect(slowest(times, 2).map((time) => time.file)).toEqual(['b', 'c']);
  });

  it('prints steps with a total, projects, the slowest files and journeys', () => {
    const text = formatSummary({
      steps: [
        { name: 'ESLint', seconds: 60, failed: false },
        { name: 'Vitest', seconds: 120, failed: true },
      ],
      vitestFiles: [file('slow.test.ts', 30), file('dom.test.tsx', 12, 'dom'), file('quick.test.ts', 1)],
      journeys: [file('x.spec.ts: goal', 25, '')],
    });
    expect(text).toContain('Vitest    120.0 s  FAILED');
    expect(text).toContain('Total     180.0 s (3.0 min)');
    expect(text).toContain('node               31.0 s in 2 files');
    expect(text.indexOf('[node] slow.test.ts')).toBeLessThan(text.indexOf('[dom] dom.test.tsx'));
    expect(text).toContain('25.0 s  x.spec.ts: goal');
  });

  it('says which report is missing instead of failing (a step that failed before writing it)', () => {
    const text = formatSummary({ steps: [] });
    expect(text).toContain('(no step finished)');
    expect(text).toContain('(no Vitest report)');
    expect(text).toContain('(no journey report)');
  });
});
