/**
 * One bus per API process: a single LISTEN on `course_events`, whose NOTIFY wakes it to read the log past
 * its cursor in commit order (commit-order.ts: only settled events, ids only growing) and fan each event
 * out to every open SSE stream whose user may see it. Also prunes the event log periodically.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { isCourseVisible } from '../../domain/courses/visibility';
import type { CourseParties, CourseVisibility } from '../../domain/courses/visibility';
import type { Db } from '../db/client';
import type { Course } from '../../domain/contract/course.schema';
import { loadCourseMember } from './course-member';
import { prepareAudienceEvent } from './audience-events';
import type { AudienceMember } from './audience-events';
import { formatEvent } from './sse-frame';
import { COURSE_EVENTS_CHANNEL, findSettledEventsAfter, settledNewest } from './commit-order';
import type { EventPosition } from './commit-order';
import { DEFAULT_RETENTION, loadCourseParties, previousEventPayload, pruneEvents } from './event-log';
import type { EventRetention, EventRow } from './event-log';

/** The `data:` of a course event. */
export interface CourseEventData {
  type: string;
  courseId: number;
  /** The course as a member of the course list; null for course_delete or a course gone since. */
  course: Course | null;
}

/** Who reads a stream, fixed when it opens: course visibility, and user and roles for audience events. */
export interface StreamViewer extends AudienceMember {
  visibility: CourseVisibility;
  /** Railway companies the viewer's transport company is superior contractor of. */
  superiorOf: readonly number[];
}

/** A logged event made ready for delivery: who may see it and, lazily, what it says. */
export interface PreparedEvent {
  id: number;
  /** The writing transaction's id: with `id`, the event's place in the log's order (commit-order.ts). */
  xid: string;
  type: string;
  /** The course's id for course events, else the entity's (audience-events.ts). */
  entityId: number;
  /** Whether the viewer gets the event: sees the course now, or saw it before this change. */
  visibleTo(viewer: StreamViewer): boolean;
  /** Saw the course before this change but not after (contractor changed, ride moved away): a course_delete for them. */
  lostBy(viewer: StreamViewer): boolean;
  data(): Promise<CourseEventData | Record<string, unknown>>;
  /**
   * The SSE frame of the event as a viewer reads it (`lost`: the course_delete of `lostBy`). Built and
   * UTF-8 encoded once per event and variant, however many streams get it: 10 000 sockets write the
   * same bytes (no encoding per socket, one copy held by sockets whose peer reads slowly).
   */
  frame(lost: boolean): Promise<Buffer>;
  /** The frame when already built (always for `lost`): lets a stream with nothing queued write at once. */
  builtFrame(lost: boolean): Buffer | undefined;
}

export { formatEvent } from './sse-frame';

/** What a viewer who lost sight of the course reads instead of the event. */
export const lostCourseData = (courseId: number): CourseEventData => ({
  type: 'course_delete',
  courseId,
  course: null,
});

export interface EventSubscriber extends StreamViewer {
  deliver(event: PreparedEvent): void;
}

export interface EventBusOptions {
  /** How often the log is pruned; default hourly, 0 = never. */
  pruneIntervalMs?: number;
  retention?: EventRetention;
  now?: () => Date;
}

export interface EventBus {
  subscribe(subscriber: EventSubscriber): () => void;
  readonly subscriberCount: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Per-batch memo of course parties and members, keyed by course id. */
export interface PreparationCache {
  parties: Map<number, Promise<CourseParties | null>>;
  members: Map<number, Promise<Course | null>>;
}

export const newPreparationCache = (): PreparationCache => ({ parties: new Map(), members: new Map() });

const HOUR_MS = 3600 * 1000;
const SLOW_FAN_OUT_MS = 200;
/**
 * How soon the log is read again while a committed event waits for an older transaction: one that
 * rolls back sends no NOTIFY, so nothing else would wake the bus. Short against the 1 s live promise.
 */
const SETTLE_RETRY_MS = 50;
/** Events read per statement when catching up. */
const READ_BATCH = 500;

function payloadParties(payload: unknown): CourseParties | null {
  if (typeof payload !== 'object' || payload === null || !('parties' in payload)) return null;
  const parties: unknown = payload.parties;
  if (typeof parties !== 'object' || parties === null || !('companyId' in parties)) return null;
  const value = parties as Partial<CourseParties>;
  if (typeof value.companyId !== 'number') return null;
  const id = (field: unknown) => (typeof field === 'number' ? field : null);
  return {
    companyId: value.companyId,
    contractorId: id(value.contractorId),
    subcontractorId: id(value.subcontractorId),
    driverId: id(value.driverId),
    createdById: id(value.createdById),
    passengerUserIds: Array.isArray(value.passengerUserIds)
      ? value.passengerUserIds.filter((userId): userId is number => typeof userId === 'number')
      : [],
  };
}

function memo<T>(map: Map<number, Promise<T>>, key: number, load: () => Promise<T>): Promise<T> {
  const known = map.get(key);
  if (known) return known;
  const loading = load();
  map.set(key, loading);
  return loading;
}

/**
 * Prepares one event. Visibility is decided on the parties recorded with the event and on the course's
 * current parties (either lets the viewer see it); a deleted course only has the recorded ones, and an
 * event without recorded parties (written by other code) then reaches only viewers who see everything.
 */
export async function prepareEvent(
  db: Db,
  row: EventRow,
  now: Date,
  cache: PreparationCache = newPreparationCache(),
): Promise<PreparedEvent> {
  if (row.entityType !== 'course') return prepareAudienceEvent(row);
  const courseId = row.entityId;
  const recorded = payloadParties(row.payload);
  const current =
    row.type === 'course_delete'
      ? null
      : await memo(cache.parties, courseId, () => loadCourseParties(db, courseId));
  const candidates = [recorded, current].filter((parties): parties is CourseParties => parties !== null);
  // Who could see the course before this change: they are told when they no longer can.
  const before =
    row.type === 'course_delete' ? null : payloadParties(await previousEventPayload(db, courseId, row.id));
  const seesNow = (viewer: StreamViewer) =>
    viewer.visibility.kind === 'all' ||
    candidates.some((parties) => isCourseVisible(viewer.visibility, parties, viewer.superiorOf));
  const sawBefore = (viewer: StreamViewer) =>
    before !== null && isCourseVisible(viewer.visibility, before, viewer.superiorOf);
  const data = async (): Promise<CourseEventData> => ({
    type: row.type,
    courseId,
    course:
      row.type === 'course_delete' || current === null
        ? null
        : await memo(cache.members, courseId, () => loadCourseMember(db, courseId, now)),
  });
  let seenFrame: Promise<Buffer> | null = null;
  let seenBuilt: Buffer | undefined;
  let lostFrame: Buffer | undefined;
  const lostBytes = () =>
    (lostFrame ??= Buffer.from(formatEvent(row.id, 'course_delete', lostCourseData(courseId))));
  return {
    id: row.id,
    xid: row.xid,
    type: row.type,
    entityId: courseId,
    visibleTo: (viewer) => seesNow(viewer) || sawBefore(viewer),
    lostBy: (viewer) => !seesNow(viewer) && sawBefore(viewer),
    data,
    frame(lost) {
      if (lost) return Promise.resolve(lostBytes());
      seenFrame ??= data().then((value) => (seenBuilt = Buffer.from(formatEvent(row.id, value.type, value))));
      return seenFrame;
    },
    builtFrame: (lost) => (lost ? lostBytes() : seenBuilt),
  };
}

export function createEventBus(app: FastifyInstance, options: EventBusOptions = {}): EventBus {
  const subscribers = new Set<EventSubscriber>();
  const now = options.now ?? (() => new Date());
  const retention = options.retention ?? DEFAULT_RETENTION;
  const pruneIntervalMs = options.pruneIntervalMs ?? HOUR_MS;
  let unlisten: (() => Promise<void>) | null = null;
  let pruneTimer: NodeJS.Timeout | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  // The last position handed to streams: every event up to it was settled and fanned out (null until started).
  let cursor: EventPosition | null = null;
  // Reads are made one after the other, so streams get events in the log's order, each once.
  let queue: Promise<void> = Promise.resolve();
  let readQueued = false;
  let stopped = false;

  async function fanOut(row: EventRow): Promise<void> {
    const prepared = await prepareEvent(app.db, row, now());
    // Built before the fan-out, so each stream writes the ready string synchronously (a failure is
    // each stream's to handle: frame() rejects again there, and the stream sends history_lost).
    await prepared.frame(false).catch(() => undefined);
    const started = performance.now();
    for (const subscriber of subscribers) subscriber.deliver(prepared);
    const ms = Math.round(performance.now() - started);
    // Operators see a fan-out that keeps the event loop busy (ADR 012: about 10 000 streams a process).
    if (ms >= SLOW_FAN_OUT_MS)
      app.log.warn({ eventId: row.id, streams: subscribers.size, ms }, 'slow event fan-out');
  }

  /** Hands every settled event past the cursor to the streams; read again soon if one is waiting. */
  async function readLog(): Promise<void> {
    cursor ??= await settledNewest(app.db);
    for (;;) {
      const { rows, waiting } = await findSettledEventsAfter(app.db, cursor, READ_BATCH);
      for (const row of rows) {
        cursor = { xid: row.xid, id: row.id };
        // Read even with no stream open: the cursor must be where a stream opening now starts from.
        if (subscribers.size > 0) await fanOut(row);
      }
      if (waiting && !retryTimer && !stopped) {
        retryTimer = setTimeout(() => {
          retryTimer = null;
          wake();
        }, SETTLE_RETRY_MS);
        retryTimer.unref();
      }
      if (rows.length < READ_BATCH) return;
    }
  }

  /** Queues one read of the log (NOTIFYs arriving before it starts share it). */
  function wake(): void {
    if (readQueued || stopped) return;
    readQueued = true;
    queue = queue
      .then(() => {
        readQueued = false;
        return readLog();
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'course event dispatch failed'));
  }

  const bus: EventBus = {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    get subscriberCount() {
      return subscribers.size;
    },
    async start() {
      if (unlisten) return;
      // The payload (the event id) is not needed: a NOTIFY only says the log has something new.
      unlisten = await app.database.listen(COURSE_EVENTS_CHANNEL, wake);
      // Listening first, then placing the cursor: an event committed in between is read, not skipped.
      wake();
      if (pruneIntervalMs > 0) {
        pruneTimer = setInterval(() => {
          pruneEvents(app.db, retention, now()).catch((error: unknown) =>
            app.log.error({ err: error }, 'event log prune failed'),
          );
        }, pruneIntervalMs);
        pruneTimer.unref();
      }
    },
    async stop() {
      stopped = true;
      if (pruneTimer) clearInterval(pruneTimer);
      pruneTimer = null;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      subscribers.clear();
      await queue;
      const stopListening = unlisten;
      unlisten = null;
      if (stopListening) await stopListening();
    },
  };
  return bus;
}
