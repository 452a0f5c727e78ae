// `npm run bench`: every bench/*.bench.ts, one after another, each as a process of its own with no
// arguments (its modest defaults), then the summary lines they printed (ratios, targets) once more
// together. A failing benchmark is reported and the others still run; the exit code says one failed.
// Full-size runs: each script's flags, listed in README ("Benchmarks").
//   node --import tsx bench/run-all.ts [name-filter]
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2];
const scripts = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts') && (!filter || name.includes(filter)))
  .sort();

/** A line worth repeating in the summary: a ratio, a target verdict or a figure's own summary. */
const isSummary = (line: string) => /ratio|target|summary|x hello|baseline/i.test(line);

function run(script: string): Promise<{ code: number; lines: string[] }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, script)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.once('exit', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), lines: output.split('\n') }),
    );
  });
}

const summary: string[] = [];
let failed = 0;
for (const script of scripts) {
  console.log(`\n=== ${script} ===`);
  const started = performance.now();
  const { code, lines } = await run(script);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (code !== 0) failed += 1;
  summary.push(`${script} (${seconds} s${code === 0 ? '' : `, FAILED with exit code ${code}`}):`);
  summary.push(...lines.filter(isSummary).map((line) => `  ${line.trim()}`));
}

console.log(`\n=== Summary (${scripts.length} benchmarks) ===\n${summary.join('\n')}`);
process.exitCode = failed > 0 ? 1 : 0;
