// The benches' SSE reader: many `GET /api/events` streams over raw node:http (one socket each, no agent),
// each keeping only what a measurement needs: when it was ready and when its first course event came.
import { get } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface BenchStream {
  /** performance.now() when the first course event after `armed` arrived; undefined until then. */
  arrivedAt: number | undefined;
  /** Starts waiting for the next course event (frames before it are ignored). */
  arm(): void;
  close(): void;
}

const COURSE_EVENT = /^event: course_(insert|update|delete)$/m;

/** Opens one stream and resolves when its `ready` frame arrived (the server has subscribed it). */
export function openBenchStream(url: string, token: string, timeoutMs = 60_000): Promise<BenchStream> {
  return new Promise((resolve, reject) => {
    let armed = false;
    let ready = false;
    let buffer = '';
    const stream: BenchStream = {
      arrivedAt: undefined,
      arm() {
        armed = true;
        stream.arrivedAt = undefined;
      },
      close: () => request.destroy(),
    };
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error('stream not ready in time'));
    }, timeoutMs);
    const request = get(url, { headers: { authorization: `Bearer ${token}` }, agent: false }, (response) => {
      if (response.statusCode !== 200) {
        clearTimeout(timer);
        reject(new Error(`GET /api/events answered ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!ready && frame.includes('event: ready')) {
            ready = true;
            clearTimeout(timer);
            resolve(stream);
          } else if (armed && stream.arrivedAt === undefined && COURSE_EVENT.test(frame)) {
            stream.arrivedAt = performance.now();
          }
          end = buffer.indexOf('\n\n');
        }
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      if (!ready) reject(error);
    });
  });
}

/** Opens `count` streams, `parallel` at a time; `tokenFor(i)` picks the i-th stream's user. */
export async function openManyStreams(
  url: string,
  count: number,
  tokenFor: (index: number) => string,
  parallel = 100,
): Promise<BenchStream[]> {
  const streams: BenchStream[] = new Array<BenchStream>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      streams[index] = await openBenchStream(url, tokenFor(index));
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return streams;
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
