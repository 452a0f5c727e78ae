/** Test helper: reads a live SSE response body block by block. */
import { get } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Starts `app` on a free local port and answers its base URL: a stream needs a real socket. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

export interface SseBlock {
  id: string | null;
  event: string | null;
  data: string | null;
  comments: string[];
}

export function parseBlock(block: string): SseBlock {
  const parsed: SseBlock = { id: null, event: null, data: null, comments: [] };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) parsed.comments.push(line.slice(1).trim());
    else if (line.startsWith('id: ')) parsed.id = line.slice(4);
    else if (line.startsWith('event: ')) parsed.event = line.slice(7);
    else if (line.startsWith('data: '))
      parsed.data = (parsed.data === null ? '' : `${parsed.data}\n`) + line.slice(6);
  }
  return parsed;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** Resolves with the next block matching `accept`, skipping (and returning in `skipped`) others. */
  next(accept: (block: SseBlock) => boolean, timeoutMs?: number): Promise<SseBlock>;
  /** Every block read so far. */
  seen: SseBlock[];
  close(): void;
}

/**
 * Opens `url` on a connection of its own (node:http, no agent: fetch's pool keeps spare sockets that
 * would hold app.close() up) and parses the body as it arrives.
 */
export function openStream(url: string, headers: Record<string, string>): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers, agent: false }, (response) => {
      const seen: SseBlock[] = [];
      const queue: SseBlock[] = [];
      let buffer = '';
      let waiters: (() => void)[] = [];
      let ended = false;
      const wakeAll = () => {
        for (const wake of waiters.splice(0)) wake();
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let index = buffer.indexOf('\n\n');
        while (index >= 0) {
          const block = parseBlock(buffer.slice(0, index));
          buffer = buffer.slice(index + 2);
          seen.push(block);
          queue.push(block);
          index = buffer.indexOf('\n\n');
        }
        wakeAll();
      });
      const end = () => {
        ended = true;
        wakeAll();
      };
      response.on('end', end);
      response.on('close', end);
      response.on('error', end);

      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(response.headers))
        if (typeof value === 'string') responseHeaders.set(name, value);

      resolve({
        status: response.statusCode ?? 0,
        headers: responseHeaders,
        seen,
        async next(accept, timeoutMs = 5000) {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            while (queue.length > 0) {
              const block = queue.shift();
              if (block && accept(block)) return block;
            }
            if (ended) throw new Error('stream ended');
            const remaining = deadline - Date.now();
            if (remaining <= 0) throw new Error('timed out waiting for an event');
            await new Promise<void>((wake) => {
              const timer = setTimeout(wake, remaining);
              waiters.push(() => {
                clearTimeout(timer);
                wake();
              });
            });
            waiters = waiters.filter(Boolean);
          }
        },
        close() {
          request.destroy();
        },
      });
    });
    request.on('error', reject);
  });
}
