/**
 * The real server as a child process for the crash tests: started, killed with SIGKILL (no shutdown
 * hook runs, as when the kernel's OOM killer or a power cut ends it) and started again on the same data.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface CrashServer {
  baseURL: string;
  /** Starts the process and waits until `GET /api/health` answers. */
  start(): Promise<void>;
  /** SIGKILL, then waits for the exit. */
  kill(): Promise<void>;
  /** SIGTERM (the orderly stop), then waits for the exit. */
  stop(): Promise<void>;
  /** What the process printed so far (its warnings, a failure's cause). */
  log(): string;
  /** The running process's id (the benches read its memory from /proc), undefined when stopped. */
  pid(): number | undefined;
}

export interface CrashServerOptions {
  port: number;
  dataDir: string;
  outboxDir: string;
  /** Unset: the embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Node's arguments; default the sources through tsx. The compiled bundle: `['dist-server/main.js']`. */
  command?: readonly string[];
}

const healthy = async (baseURL: string) => {
  try {
    return (await fetch(`${baseURL}/api/health`)).ok;
  } catch {
    return false;
  }
};

export function crashServer(options: CrashServerOptions): CrashServer {
  const baseURL = `http://127.0.0.1:${options.port}`;
  const env = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl ?? '',
    DATA_DIR: options.dataDir,
    OUTBOX_DIR: options.outboxDir,
    PUBLIC_URL: baseURL,
    // The data is prepared by the test; no demo refresh, no SPA, no timers but the outbox's.
    SEED: 'none',
    STATIC_DIR: `${options.dataDir}/no-spa`,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'crash-test-secret-of-at-least-thirty-two-characters',
    OUTBOX_INTERVAL_MS: '200',
    ACCEPTANCE_DEADLINE_INTERVAL_MS: '0',
    ...options.env,
  };
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let output = '';

  const end = async (signal: NodeJS.Signals) => {
    child?.kill(signal);
    await exited;
    child = undefined;
  };

  return {
    baseURL,
    log: () => output,
    pid: () => child?.pid,
    async start() {
      // Another process on the port would answer the health check for this one.
      if (await healthy(baseURL)) throw new Error(`${baseURL} already answers: the port is taken`);
      const process_ = spawn(
        process.execPath,
        [...(options.command ?? ['--import', 'tsx', 'server/main.ts'])],
        {
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child = process_;
      const collect = (chunk: Buffer) => (output += chunk.toString());
      process_.stdout?.on('data', collect);
      process_.stderr?.on('data', collect);
      exited = new Promise((done) => process_.once('exit', () => done()));
      // Generous: on a loaded 2-core machine a cold start (tsx, PGlite's WebAssembly) takes seconds.
      const deadline = Date.now() + 90_000;
      while (!(await healthy(baseURL))) {
        if (process_.exitCode !== null) throw new Error(`the server exited on start:\n${output}`);
        if (Date.now() > deadline) throw new Error(`the server did not answer in 90 s:\n${output}`);
        await new Promise((done) => setTimeout(done, 100));
      }
    },
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
