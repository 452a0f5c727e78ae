/**
 * The chaos test's unreliable network: a `fetch` for the SPA's stream manager that passes requests to
 * the real server and, as a seeded generator decides per connection, refuses it, drops it after a few
 * bytes (during the replay), cuts it in the middle of a frame, or right after a complete frame.
 */

import { request as httpRequest } from 'node:http';

/** How one connection ends (besides the client's own abort). */
export type CutMode = 'refuse' | 'replay' | 'mid-event' | 'between-events' | 'none';

export interface ChaosTransport {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** How many connections each mode cut. */
  readonly counts: Record<CutMode, number>;
  /** Every connection the client opened, with the Last-Event-ID it sent. */
  readonly connections: { lastEventId: string | null; mode: CutMode }[];
  /** Holds new connections until `online()`, and drops the open one: the client is offline. */
  offline(): void;
  online(): void;
  /** Drops the open connection now (mid-stream, wherever it is). */
  cutNow(): void;
}

const LF = 10;

export function chaosTransport(random: () => number): ChaosTransport {
  const counts: Record<CutMode, number> = {
    refuse: 0,
    replay: 0,
    'mid-event': 0,
    'between-events': 0,
    none: 0,
  };
  const connections: { lastEventId: string | null; mode: CutMode }[] = [];
  let refusalsInARow = 0;
  let gate: Promise<void> | null = null;
  let openGate: (() => void) | null = null;
  let cutOpen: (() => void) | null = null;

  /** The first connections take each kind of drop once, so every run has them all; then chance. */
  const opening: CutMode[] = ['replay', 'refuse', 'mid-event', 'between-events'];
  let first = true;

  const chooseMode = (): CutMode => {
    const scheduled = opening.shift();
    if (scheduled) return scheduled;
    // Several refusals in a row now and then: the reconnect itself fails, and fails again.
    if (refusalsInARow > 0) {
      refusalsInARow--;
      return 'refuse';
    }
    const draw = random();
    if (draw < 0.12) {
      refusalsInARow = Math.floor(random() * 3);
      return 'refuse';
    }
    if (draw < 0.3) return 'replay';
    if (draw < 0.6) return 'mid-event';
    if (draw < 0.85) return 'between-events';
    return 'none';
  };

  /** The part of `bytes` to pass on before the cut, or null to pass all of it. */
  const cutter = (mode: CutMode) => {
    // Bytes before the cut: a few (the retry line, part of the first replayed frame), or anywhere.
    // The very first stream is cut inside its `ready` frame, after the 13 bytes of `retry: 3000`:
    // the client has no id to resume from.
    const cutAt = first
      ? 20
      : mode === 'replay'
        ? 5 + Math.floor(random() * 400)
        : Math.floor(random() * 9000);
    first = false;
    const blocksBeforeCut = 1 + Math.floor(random() * 6);
    let passed = 0;
    let blocks = 0;
    let previousByte = 0;
    return (bytes: Uint8Array): Uint8Array | null => {
      if ((mode === 'replay' || mode === 'mid-event') && passed + bytes.length > cutAt)
        return bytes.slice(0, cutAt - passed);
      if (mode === 'between-events') {
        // A frame ends with a blank line (two LFs, the server writes no CR): cut right after one.
        for (let index = 0; index < bytes.length; index++) {
          const blankLine = bytes[index] === LF && previousByte === LF;
          previousByte = bytes[index] ?? 0;
          if (blankLine && ++blocks >= blocksBeforeCut) return bytes.slice(0, index + 1);
        }
      }
      passed += bytes.length;
      return null;
    };
  };

  /**
   * node:http on a connection of its own (no pool: a dropped stream must close its socket, so the
   * server sees the client go, as it does when a phone loses its network).
   */
  async function chaoticFetch(url: string, init: RequestInit): Promise<Response> {
    if (gate) await gate;
    const mode = chooseMode();
    const headers = { ...((init.headers ?? {}) as Record<string, string>) };
    connections.push({ lastEventId: headers['Last-Event-ID'] ?? null, mode });
    counts[mode]++;
    if (mode === 'refuse') throw new TypeError('chaos: connection refused');
    const cut = cutter(mode);
    return new Promise<Response>((resolve, reject) => {
      const request = httpRequest(url, { headers, agent: false }, (response) => {
        let ended = false;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            const fail = (reason: string) => {
              if (ended) return;
              ended = true;
              request.destroy();
              controller.error(new TypeError(reason));
            };
            cutOpen = () => fail('chaos: connection dropped');
            init.signal?.addEventListener('abort', () => fail('aborted'));
            response.on('data', (chunk: Buffer) => {
              if (ended) return;
              const bytes = new Uint8Array(chunk);
              const before = cut(bytes);
              if (before === null) controller.enqueue(bytes);
              else {
                controller.enqueue(before);
                fail('chaos: connection dropped');
              }
            });
            response.on('end', () => {
              if (ended) return;
              ended = true;
              controller.close();
            });
            response.on('close', () => fail('connection closed'));
          },
          cancel() {
            ended = true;
            request.destroy();
          },
        });
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          if (typeof value === 'string') responseHeaders.set(name, value);
        resolve(new Response(body, { status: response.statusCode ?? 0, headers: responseHeaders }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  return {
    fetch: chaoticFetch,
    counts,
    connections,
    offline() {
      gate ??= new Promise<void>((resolve) => {
        openGate = resolve;
      });
      cutOpen?.();
    },
    online() {
      openGate?.();
      gate = null;
      openGate = null;
    },
    cutNow() {
      cutOpen?.();
    },
  };
}
