import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { accessTokenTtlSeconds, serverMain } from '../../playwright.config';

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

/** A stop takes well under a second; a server still running after this is held open by something. */
const STOP_LIMIT_MS = 15_000;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function answers(baseURL: string): Promise<boolean> {
  try {
    return (await fetch(`${baseURL}/api/health`)).ok;
  } catch {
    return false;
  }
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

export async function startOwnServer(name: string, options: OwnServerOptions = {}): Promise<OwnServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const root = resolve('test-results/own-servers', `${name}-${port}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const outboxDir = join(root, 'outbox');
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    DATA_DIR: join(root, 'data'),
    SEED: options.seed ?? 'demo',
    STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
    OUTBOX_DIR: outboxDir,
    PUBLIC_URL: baseURL,
    ACCESS_TOKEN_TTL: String(accessTokenTtlSeconds),
    LOG_LEVEL: 'warn',
  };
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    const process_ = spawn(process.execPath, [serverMain], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = process_;
    exited = new Promise((done) => process_.once('exit', () => done()));
    const deadline = Date.now() + 120_000;
    while (!(await answers(baseURL))) {
      if (process_.exitCode !== null) throw new Error(`the ${name} server exited on start`);
      if (Date.now() > deadline) throw new Error(`the ${name} server did not answer in 120 s`);
      await new Promise((done) => setTimeout(done, 200));
    }
  };
  const stop = async () => {
    const stopping = child;
    stopping?.kill('SIGTERM');
    child = undefined;
    const late = new Promise<'late'>((done) => setTimeout(() => done('late'), STOP_LIMIT_MS).unref());
    if ((await Promise.race([exited, late])) === 'late') {
      stopping?.kill('SIGKILL');
      await exited;
      throw new Error(
        `the ${name} server took over ${STOP_LIMIT_MS / 1000} s to stop on SIGTERM: something holds it ` +
          'open (a connection: server/http/close-unused-connections.ts, a stream, a job)',
      );
    }
  };
  for (const command of options.before ?? []) await run(command, env);
  await start();
  return { baseURL, outboxDir, start, stop };
}
