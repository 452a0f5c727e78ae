/**
 * The sender of the driver's queued marks: the browser outbox (src/lib/outbox.ts) over the marks'
 * localStorage queue, outside React so that no request library can pause it. A mark is stored before
 * anything is sent and leaves the queue once the server answered it.
 */
import type { CourseInfo } from '@domain/contract/course-info.schema';
import { createOutbox, type OutboxState } from '@/lib/outbox';
import {
  enqueueMark,
  isRetryable,
  postMark,
  queuedMarks,
  removeMark,
  type DriverMark,
  type QueuedMark,
} from '../api/driver-marks-api';

export type MarkOutboxState = OutboxState<QueuedMark>;

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
  const outbox = createOutbox<DriverMark, QueuedMark, CourseInfo>({
    store: {
      list: () => queuedMarks(token),
      add: (mark) => enqueueMark(token, mark),
      remove: (id) => void removeMark(token, id),
    },
    send: (queued) => postMark(token, queued.mark),
    isRetryable,
    delays,
  });
  return {
    ...outbox,
    start: (events) =>
      outbox.start({
        answer: events.course,
        refused: (error) => events.refused(error),
        queued: events.queued,
      }),
  };
}
