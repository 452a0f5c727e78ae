// Time from `npm start` to a healthy `GET /api/health` on a built checkout (sources unchanged), with
// PGlite in a data directory that already holds the demo data (a later start, the usual one). The
// baseline in the same run is the former start, `node --import tsx server/main.ts` on the same data.
// The first `npm start` (building when the sources changed, seeding the demo data) is reported apart.
// Usage:
//   node --import tsx bench/startup.bench.ts [--runs 3]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/local-postgres';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const runs = option('runs', 3);
const TARGET_MS = 5_000;

const dataDir = mkdtempSync(join(tmpdir(), 'kursownik-startup-'));
process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const healthy = async (url: string) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

/** Starts `command` in a process group of its own, waits for health, stops the group; returns ms. */
async function timeStart(command: string, commandArgs: string[]): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, commandArgs, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    // npm runs the script in a shell: the whole group gets the SIGTERM.
    detached: true,
  });
  const exited = new Promise((done) => child.once('exit', done));
  const url = `http://127.0.0.1:${port}/api/health`;
  while (!(await healthy(url))) {
    if (child.exitCode !== null) throw new Error(`${command} exited before it was healthy`);
    await new Promise((done) => setTimeout(done, 20));
  }
  const elapsed = performance.now() - started;
  process.kill(-(child.pid ?? 0), 'SIGTERM');
  await exited;
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function series(label: string, command: string, commandArgs: string[]) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await timeStart(command, commandArgs));
  const value = median(times);
  console.log(`${label}: median ${value.toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`);
  return value;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const first = await timeStart(npm, ['start']);
console.log(`first npm start (build if the sources changed, demo seed): ${first.toFixed(0)} ms`);
const compiled = await series('npm start (compiled, PGlite data dir)', npm, ['start']);
const tsx = await series('baseline: node --import tsx server/main.ts', process.execPath, [
  '--import',
  'tsx',
  'server/main.ts',
]);
console.log(
  `startup: npm start to healthy ${compiled.toFixed(0)} ms (target < ${TARGET_MS} ms: ` +
    `${compiled < TARGET_MS ? 'met' : 'missed'}); ratio compiled / tsx = ${(compiled / tsx).toFixed(2)}`,
);
