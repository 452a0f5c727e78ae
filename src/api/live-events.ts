/**
 * The live bridge's stream (ARCHITECTURE.md, Live events): one `GET /api/events` server-sent-event stream
 * per tab, opened with fetch because `EventSource` cannot send the bearer token. Owned here, outside
 * React: however many components subscribe, one stream runs while at least one of them is subscribed.
 * Remembers the last event id and replays from it on reconnect (backoff 1 s, 2 s, 5 s, then 10 s);
 * an event whose id was already dispatched is dropped (a replay overlapping what arrived live);
 * a 401 runs the session's single-flight refresh, then reconnects.
 */
import { createParser } from 'eventsource-parser';
import { apiUrl } from './config';
import { refreshSession } from './session';
import { getSwitchUser } from './switch-user';
import { getRefreshToken, getToken } from './token-storage';

export const EVENTS_PATH = '/api/events';
/** Delays before the 1st, 2nd, 3rd and every later reconnect attempt in a row. */
export const RECONNECT_DELAYS_MS: readonly number[] = [1000, 2000, 5000, 10_000];
/** The server pings at least every 25 s: a stream silent for longer is dead, reopen it. */
export const IDLE_TIMEOUT_MS = 45_000;
/** How many recent event ids are remembered to drop an event the server sends twice. */
export const SEEN_IDS_KEPT = 1000;

/** One dispatched server-sent event (any type but `history_lost`). */
export interface LiveEvent {
  /** The `id:` of the frame; null when it carried none. */
  id: string | null;
  /** The `event:` field, `message` when absent. */
  type: string;
  /** The `data:` parsed as JSON, or the raw text when it is not JSON. */
  data: unknown;
}

export interface LiveEventHandlers {
  onEvent?: (event: LiveEvent) => void;
  /** The server could not replay from our last id: whatever was built from events must be refetched. */
  onHistoryLost?: () => void;
}

/** What the course list hook subscribes to; tests inject a fake. */
export interface LiveEventSource {
  /** Subscribes; the returned function unsubscribes (the stream closes with the last subscriber). */
  subscribe(handlers: LiveEventHandlers): () => void;
}

export interface SseFrame {
  id: string | null;
  event: string;
  data: string;
}

/**
 * The `text/event-stream` parser (eventsource-parser, spec-complete: any chunking, CR/LF/CRLF, comments,
 * `retry:`), adapted to the frames the manager dispatches: `onFrame` for each frame with data, `onId`
 * with each frame's `id:` (the caller keeps the last one for `Last-Event-ID`).
 */
export function createSseParser(onFrame: (frame: SseFrame) => void, onId: (id: string) => void) {
  const parser = createParser({
    onEvent(message) {
      if (message.id !== undefined) onId(message.id);
      onFrame({ id: message.id ?? null, event: message.event ?? 'message', data: message.data });
    },
  });
  return {
    push: (chunk: string) => parser.feed(chunk),
    /** Drops a half-received frame (the connection broke). */
    reset: () => parser.reset(),
  };
}

export interface LiveEventsDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  url: string;
  getToken: () => string | null;
  getRefreshToken: () => string | null;
  getSwitchUser: () => string | null;
  /** The session's single-flight refresh; rejects when the session is over. */
  refresh: (usedRefreshToken: string | null) => Promise<string>;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** 0 disables the dead-stream watchdog. */
  idleTimeoutMs: number;
}

export interface LiveEventsManager extends LiveEventSource {
  /** Last event id received, sent as `Last-Event-ID` on reconnect. */
  readonly lastEventId: string | null;
  /** Whether a stream is open or being (re)opened. */
  readonly running: boolean;
  /** Closes the stream and forgets every subscriber (logout). */
  stop(): void;
}

function parseData(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createLiveEvents(overrides: Partial<LiveEventsDeps> = {}): LiveEventsManager {
  const deps: LiveEventsDeps = {
    fetch: (url, init) => globalThis.fetch(url, init),
    url: apiUrl(EVENTS_PATH),
    getToken,
    getRefreshToken,
    getSwitchUser,
    refresh: refreshSession,
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    idleTimeoutMs: IDLE_TIMEOUT_MS,
    ...overrides,
  };
  const subscribers = new Set<LiveEventHandlers>();
  let lastEventId: string | null = null;
  /** Whether a stream has already been open since start (a later one without id missed something). */
  let hadStream = false;
  /** Ids already dispatched, oldest first (a Set keeps insertion order), at most SEEN_IDS_KEPT. */
  const seen = new Set<string>();
  /** Bumped on every start/stop so a stale connection loop notices it is no longer wanted. */
  let generation = 0;
  let controller: AbortController | null = null;
  let retryTimer: unknown = null;
  let failures = 0;
  let running = false;

  /** Whether the frame is new; remembers its id. A frame without id cannot be told apart: new. */
  const firstSight = (frame: SseFrame): boolean => {
    if (frame.id === null || frame.event === 'history_lost') return true;
    if (seen.has(frame.id)) return false;
    seen.add(frame.id);
    if (seen.size > SEEN_IDS_KEPT) seen.delete(seen.values().next().value ?? '');
    return true;
  };

  const emit = (frame: SseFrame) => {
    // `ready` hands over the id to resume from (taken by the parser's onId). On the first stream that
    // is all; on a later one it means an earlier stream ended before giving an id: what happened in
    // between cannot be replayed, so it counts as a lost history.
    if (frame.event === 'ready') {
      if (hadStream) for (const handlers of [...subscribers]) handlers.onHistoryLost?.();
      hadStream = true;
      return;
    }
    if (!firstSight(frame)) return;
    hadStream = true;
    for (const handlers of [...subscribers]) {
      // One subscriber's failure must not cost the others the event (its id is already remembered).
      try {
        if (frame.event === 'history_lost') handlers.onHistoryLost?.();
        else handlers.onEvent?.({ id: frame.id, type: frame.event, data: parseData(frame.data) });
      } catch (error) {
        console.error(error);
      }
    }
  };

  const headers = (): Record<string, string> | null => {
    const token = deps.getToken();
    if (!token) return null;
    const result: Record<string, string> = {
      Authorization: `Bearer ${token}`,
      Accept: 'text/event-stream',
    };
    const switchUser = deps.getSwitchUser();
    if (switchUser) result['X-Switch-User'] = switchUser;
    if (lastEventId !== null) result['Last-Event-ID'] = lastEventId;
    return result;
  };

  /** Reads one response body to its end; resolves when the server closes it. */
  async function read(response: Response, abort: AbortController): Promise<void> {
    const body = response.body;
    if (!body) return;
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = createSseParser(emit, (id) => {
      // history_lost carries the newest id the server has (or none): resume from there after the refetch.
      lastEventId = id === '' ? null : id;
    });
    let idleTimer: unknown = null;
    const watch = () => {
      if (deps.idleTimeoutMs <= 0) return;
      if (idleTimer !== null) deps.clearTimeout(idleTimer);
      idleTimer = deps.setTimeout(() => abort.abort(), deps.idleTimeoutMs);
    };
    watch();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        watch();
        parser.push(decoder.decode(value, { stream: true }));
      }
      parser.push(decoder.decode());
    } finally {
      if (idleTimer !== null) deps.clearTimeout(idleTimer);
      reader.releaseLock();
    }
  }

  const scheduleReconnect = (current: number) => {
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
    failures++;
    retryTimer = deps.setTimeout(() => {
      retryTimer = null;
      if (current === generation) void connect(current, false);
    }, delay);
  };

  async function connect(current: number, afterRefresh: boolean): Promise<void> {
    const sent = headers();
    // Signed out: nothing to stream. The next subscriber (after a new login) starts it again.
    if (sent === null) {
      halt();
      return;
    }
    const usedRefreshToken = deps.getRefreshToken();
    const abort = new AbortController();
    controller = abort;
    try {
      const response = await deps.fetch(deps.url, { headers: sent, signal: abort.signal, cache: 'no-store' });
      if (current !== generation) return;
      if (response.status === 401 && !afterRefresh) {
        try {
          await deps.refresh(usedRefreshToken);
        } catch {
          // The session is over (the session module sends the user to /logout).
          if (current === generation) halt();
          return;
        }
        if (current === generation) void connect(current, true);
        return;
      }
      if (response.ok) {
        failures = 0;
        try {
          await read(response, abort);
        } finally {
          hadStream = true;
        }
      }
    } catch {
      // A network error, or our own abort (watchdog: reconnect below; stop: a new generation).
      if (current !== generation) return;
    } finally {
      if (controller === abort) controller = null;
    }
    if (current === generation) scheduleReconnect(current);
  }

  function halt(): void {
    generation++;
    controller?.abort();
    controller = null;
    if (retryTimer !== null) deps.clearTimeout(retryTimer);
    retryTimer = null;
    failures = 0;
    running = false;
  }

  const start = () => {
    if (running) return;
    running = true;
    generation++;
    void connect(generation, false);
  };

  return {
    subscribe(handlers) {
      const entry = { ...handlers };
      subscribers.add(entry);
      start();
      return () => {
        if (!subscribers.delete(entry)) return;
        if (subscribers.size === 0) halt();
      };
    },
    get lastEventId() {
      return lastEventId;
    },
    get running() {
      return running;
    },
    stop() {
      subscribers.clear();
      halt();
      lastEventId = null;
      seen.clear();
      hadStream = false;
    },
  };
}

/** The tab's one stream. */
export const liveEvents: LiveEventsManager = createLiveEvents();

/** Subscribes to the tab's stream; returns the unsubscribe function. */
export function startLiveEvents(handlers: LiveEventHandlers): () => void {
  return liveEvents.subscribe(handlers);
}

/** Closes the tab's stream (on logout). */
export function stopLiveEvents(): void {
  liveEvents.stop();
}
