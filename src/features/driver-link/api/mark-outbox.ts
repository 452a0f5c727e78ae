/**
 * The sender of the driver's queued marks, outside React so that no request library can pause it: a
 * mark is in localStorage before anything is sent. One flush at a time sends the queue in the order
 * the marks were made; a mark that finds no server stays first and the flush is retried with backoff,
 * on `flush()` (the driver's next mark, a successful request, the browser's `online` event).
 */
import type { CourseInfo } from '@domain/contract/course-info.schema';
import {
  enqueueMark,
  isRetryable,
  postMark,
  queuedMarks,
  removeMark,
  type DriverMark,
  type QueuedMark,
} from './driver-marks';

export interface MarkOutboxState {
  queue: readonly QueuedMark[];
  /** The id of the mark on its way to the server. */
  sending: string | null;
  /** The last attempt found no server; the queue waits for the next retry. */
  unreachable: boolean;
}

export interface MarkOutboxEvents {
  /** The server's answer to a mark: the course as it is now. */
  course: (info: CourseInfo) => void;
  /** The server refused a mark (4xx); it has left the queue. */
  refused: (error: unknown) => void;
  /** A mark the driver just made found no server; it waits on the phone. */
  queued: () => void;
}

/** Waits between retries while the server cannot be reached; the last one repeats. */
export const RETRY_DELAYS_MS: readonly number[] = [2_000, 5_000, 10_000, 30_000, 60_000];

export interface MarkOutbox {
  getState: () => MarkOutboxState;
  subscribe: (listener: () => void) => () => void;
  /** Queues the mark at once and tries to send it; a second mark about the same thing is ignored. */
  add: (mark: DriverMark) => void;
  /** Sends whatever waits now (no-op when a flush is running or the queue is empty). */
  flush: () => Promise<void>;
  /** Delivers events to `events` and allows retries until the returned stop is called. */
  start: (events: MarkOutboxEvents) => () => void;
}

export function createMarkOutbox(token: string, delays: readonly number[] = RETRY_DELAYS_MS): MarkOutbox {
  let state: MarkOutboxState = { queue: queuedMarks(token), sending: null, unreachable: false };
  const listeners = new Set<() => void>();
  let events: MarkOutboxEvents | null = null;
  let running = false;
  let failures = 0;
  let driverWaiting = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (patch: Partial<MarkOutboxState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const schedule = () => {
    clearTimeout(timer);
    if (!events) return;
    const delay = delays[Math.min(failures, delays.length) - 1] ?? 0;
    timer = setTimeout(() => void flush(), delay);
  };

  async function flush(): Promise<void> {
    if (running) return;
    if (queuedMarks(token).length === 0) {
      if (state.queue.length > 0 || state.unreachable) set({ queue: [], unreachable: false });
      return;
    }
    running = true;
    clearTimeout(timer);
    try {
      for (let next = queuedMarks(token)[0]; next; next = queuedMarks(token)[0]) {
        set({ queue: queuedMarks(token), sending: next.id });
        let answer: CourseInfo | undefined;
        try {
          answer = await postMark(token, next.mark);
        } catch (error) {
          if (isRetryable(error)) {
            failures += 1;
            set({ unreachable: true });
            if (driverWaiting) events?.queued();
            schedule();
            return;
          }
          events?.refused(error);
        }
        failures = 0;
        removeMark(token, next.id);
        set({ queue: queuedMarks(token), unreachable: false });
        if (answer) events?.course(answer);
      }
    } finally {
      running = false;
      driverWaiting = false;
      set({ queue: queuedMarks(token), sending: null });
    }
  }

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (mark) => {
      set({ queue: enqueueMark(token, mark) });
      driverWaiting = true;
      void flush();
    },
    flush,
    start: (handlers) => {
      events = handlers;
      void flush();
      return () => {
        events = null;
        clearTimeout(timer);
      };
    },
  };
}
