// The live-streams bench's readers: N streams spread over a few child processes (as 10 000 browsers are
// not one event loop), driven over IPC. Times are absolute (timeOrigin + now) so processes compare.
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { openManyStreams } from './sse-client';
import type { BenchStream } from './sse-client';

type Command =
  | { type: 'open'; url: string; tokens: string[]; first: number; count: number }
  | { type: 'arm' }
  | { type: 'count' }
  | { type: 'arrivals' };

export const absoluteNow = () => performance.timeOrigin + performance.now();

/** Child side: opens its share of the streams and answers the parent's commands. */
function serve() {
  let streams: BenchStream[] = [];
  process.on('message', (command: Command) => {
    const reply = (message: unknown) => process.send?.(message);
    if (command.type === 'open') {
      const { url, tokens, first, count } = command;
      openManyStreams(url, count, (index) => tokens[(first + index) % tokens.length] ?? '').then(
        (opened) => {
          streams = opened;
          reply({ type: 'opened' });
        },
        (error: unknown) => reply({ type: 'failed', error: String(error) }),
      );
    } else if (command.type === 'arm') {
      for (const stream of streams) stream.arm();
      reply({ type: 'armed' });
    } else if (command.type === 'count') {
      reply({ type: 'count', count: streams.filter((stream) => stream.arrivedAt !== undefined).length });
    } else {
      const times = streams.flatMap((stream) =>
        stream.arrivedAt === undefined ? [] : [performance.timeOrigin + stream.arrivedAt],
      );
      reply({ type: 'arrivals', times });
    }
  });
  process.on('disconnect', () => process.exit(0));
}

if (process.env.LIVE_BENCH_CLIENT === '1') serve();

export interface StreamClients {
  arm(): Promise<void>;
  arrivedCount(): Promise<number>;
  /** Absolute arrival times of every stream that got its event since `arm`. */
  arrivals(): Promise<number[]>;
  close(): void;
}

function ask<T>(child: ChildProcess, command: Command, answer: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const listen = (message: { type: string; error?: string }) => {
      if (message.type === 'failed') reject(new Error(message.error));
      if (message.type !== answer) return;
      child.off('message', listen);
      resolve(message as T);
    };
    child.on('message', listen);
    child.send(command);
  });
}

/**
 * Opens `count` streams over `processes` children; stream i is `tokens[i % tokens.length]`'s, as in
 * the single-process bench, so users are spread the same way.
 */
export async function startStreamClients(
  url: string,
  tokens: string[],
  count: number,
  processes: number,
): Promise<StreamClients> {
  const file = fileURLToPath(import.meta.url);
  const children = Array.from({ length: processes }, () =>
    fork(file, [], { execArgv: ['--import', 'tsx'], env: { ...process.env, LIVE_BENCH_CLIENT: '1' } }),
  );
  const share = Math.ceil(count / processes);
  await Promise.all(
    children.map((child, index) =>
      ask(
        child,
        {
          type: 'open',
          url,
          tokens,
          first: index * share,
          count: Math.max(0, Math.min(share, count - index * share)),
        },
        'opened',
      ),
    ),
  );
  return {
    arm: async () => {
      await Promise.all(children.map((child) => ask(child, { type: 'arm' }, 'armed')));
    },
    arrivedCount: async () =>
      (
        await Promise.all(children.map((child) => ask<{ count: number }>(child, { type: 'count' }, 'count')))
      ).reduce((sum, answer) => sum + answer.count, 0),
    arrivals: async () =>
      (
        await Promise.all(
          children.map((child) => ask<{ times: number[] }>(child, { type: 'arrivals' }, 'arrivals')),
        )
      ).flatMap((answer) => answer.times),
    close: () => {
      for (const child of children) child.disconnect();
    },
  };
}
