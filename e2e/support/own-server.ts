import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from '@playwright/test';
import { accessTokenTtlSeconds } from '../../playwright.config';
import { TEMPLATE_WAIT_LIMIT_MS, templateDataDir, type EnvOf } from './own-server-template';
import { freePort, serverProcess } from './server-process';

/**
 * A server of one journey's own, for what the shared Playwright webServer cannot do: be stopped and
 * started again in the middle of a journey. It keeps its data in a PGlite directory (demo data seeded
 * on the first start), so a restart finds every acknowledged write, as a real deployment would.
 */
export interface OwnServer {
  baseURL: string;
  outboxDir: string;
  /** Stops the process (SIGTERM, the way a deployment stops it) and waits until it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data, and waits until it answers. */
  start(): Promise<void>;
}

export interface OwnServerOptions {
  /** 'none' starts on an empty database, as a production install does; default the demo data. */
  seed?: 'demo' | 'none';
  /** Command-line steps to run on the data before the first start (e.g. `npm run create-user`). */
  before?: readonly (readonly string[])[];
}

/** Runs one command with the server's environment and fails with its output when it fails. */
function run(command: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  const [program = '', ...args] = command;
  return new Promise((done, fail) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

/** The environment of an own server (and of the template its data is copied from). */
const envOf: EnvOf = (port, dataDir, outboxDir, seed) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  SEED: seed,
  STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
  OUTBOX_DIR: outboxDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  ACCESS_TOKEN_TTL: String(accessTokenTtlSeconds),
  LOG_LEVEL: 'warn',
});

export async function startOwnServer(name: string, options: OwnServerOptions = {}): Promise<OwnServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const root = resolve('test-results/own-servers', `${name}-${port}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const outboxDir = join(root, 'outbox');
  const seed = options.seed ?? 'demo';
  const env = envOf(port, join(root, 'data'), outboxDir, seed);
  // The data a first start would leave, copied (own-server-template.ts): the server starts on it at
  // once. Making the run's template (the first journey to ask) or waiting for another worker's is set-up
  // of the run, not the journey's own work: the journey's time limit is lengthened by what it took.
  const limit = test.info().timeout;
  const asked = Date.now();
  test.info().setTimeout(limit + TEMPLATE_WAIT_LIMIT_MS);
  const template = await templateDataDir(seed, envOf);
  test.info().setTimeout(limit + (Date.now() - asked));
  cpSync(template, join(root, 'data'), { recursive: true });
  const server = serverProcess(name, baseURL, env);
  for (const command of options.before ?? []) await run(command, env);
  await server.start();
  return { baseURL, outboxDir, start: server.start, stop: server.stop };
}
