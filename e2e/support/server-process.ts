import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { serverMain } from '../../playwright.config';

/** A stop takes well under a second; a server still running after this is held open by something. */
const STOP_LIMIT_MS = 15_000;

/** A port nothing listens on now, chosen by the system (clear of the shared servers' fixed ports). */
export function freePort(): Promise<number> {
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

export interface ServerProcess {
  /** Starts the compiled server with the given environment and waits until it answers. */
  start(): Promise<void>;
  /** Stops it (SIGTERM, the way a deployment stops it) and waits until it has exited. */
  stop(): Promise<void>;
}

/**
 * The production bundle (`npm start`'s) as one process of `env`, answering at `baseURL`. A start that
 * does not answer within `startLimitMs` fails, and its process is killed: it must not go on writing
 * to a data directory the caller removes.
 */
export function serverProcess(
  name: string,
  baseURL: string,
  env: NodeJS.ProcessEnv,
  startLimitMs = 120_000,
): ServerProcess {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    const process_ = spawn(process.execPath, [serverMain], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = process_;
    // A worker that ends (Playwright ends one after a journey's timeout) takes its server with it: an
    // orphan would go on loading the machine and writing to a data directory being removed.
    const orphaned = () => process_.kill('SIGKILL');
    process.once('exit', orphaned);
    exited = new Promise((done) =>
      process_.once('exit', () => {
        process.off('exit', orphaned);
        done();
      }),
    );
    const deadline = Date.now() + startLimitMs;
    while (!(await answers(baseURL))) {
      if (process_.exitCode !== null) throw new Error(`the ${name} server exited on start`);
      if (Date.now() > deadline) {
        process_.kill('SIGKILL');
        await exited;
        throw new Error(`the ${name} server did not answer in ${startLimitMs / 1000} s`);
      }
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
  return { start, stop };
}
