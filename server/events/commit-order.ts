/**
 * Commit-ordered delivery of the event log (spec-decisions row 305, ADR 012 amendment). Event ids come
 * from a sequence, taken before commit: on PostgreSQL with several writers, id n+1 can commit while n is
 * still in flight, so a client that got n+1 and reconnected with `Last-Event-ID: n+1` was never
 * replayed n. Now each event records its transaction's id (`xid`), and streams (live and replayed) read
 * the log in *position* order, (xid, id), and only the *settled* part of it: events whose xid is below
 * the oldest transaction still running (`pg_snapshot_xmin`). Every later commit has a higher xid, so
 * nothing can ever appear before a position a client has seen; a reconnect replays what lies after it.
 *
 * On PGlite (one writer at a time, nothing running while another statement reads) every committed event
 * is settled: the same SQL, always true there. On PostgreSQL a write transaction still open holds back
 * the events of transactions that started after it, until it ends (statement and idle-in-transaction
 * timeouts bound that, server/db/client.ts); a write's own event is read the moment it commits.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events } from '../db/schema';

export const COURSE_EVENTS_CHANNEL = 'course_events';

export type EventRow = typeof events.$inferSelect;
type NewEvent = Pick<typeof events.$inferInsert, 'type' | 'entityType' | 'entityId' | 'payload'>;

/** Where an event stands in the order streams read the log. `xid` is xid8's decimal text. */
export interface EventPosition {
  xid: string;
  id: number;
}

/** Before everything: what a stream starts from when the client has seen nothing. */
export const LOG_START: EventPosition = { xid: '0', id: 0 };

/** Whether `position` comes after `than` in the log's order. */
export function isAfter(position: EventPosition, than: EventPosition): boolean {
  const xid = BigInt(position.xid);
  const other = BigInt(than.xid);
  return xid !== other ? xid > other : position.id > than.id;
}

/** Logs an event with its transaction's id and NOTIFYs every API process (delivered when `tx` commits). */
export async function appendEvent(tx: Db, event: NewEvent): Promise<number> {
  const [row] = await tx
    .insert(events)
    .values({ ...event, xid: sql`pg_current_xact_id()` })
    .returning({ id: events.id });
  if (!row) throw new Error('event insert failed');
  await tx.execute(sql`select pg_notify(${COURSE_EVENTS_CHANNEL}, ${String(row.id)})`);
  return row.id;
}

/** Settled in the reading statement's own snapshot, the one its rows are read in. */
const settled = sql<boolean>`${events.xid} < pg_snapshot_xmin(pg_current_snapshot())`;
const after = (from: EventPosition) => sql`(${events.xid}, ${events.id}) > (${from.xid}::xid8, ${from.id})`;

export interface SettledEvents {
  /** Settled events after the position, in position order. */
  rows: EventRow[];
  /** Whether committed events after them wait for an older transaction to end (read again shortly). */
  waiting: boolean;
}

/**
 * The settled events after `from` (at most `limit`). One statement: the rows and the settled flag come
 * from one snapshot. Unsettled rows have the highest xids, so they all sort after the settled ones.
 */
export async function findSettledEventsAfter(
  db: Db,
  from: EventPosition,
  limit: number,
): Promise<SettledEvents> {
  const read = await db
    .select({ row: events, settled })
    .from(events)
    .where(after(from))
    .orderBy(asc(events.xid), asc(events.id))
    .limit(limit);
  const rows = read.filter((entry) => entry.settled).map((entry) => entry.row);
  return { rows, waiting: rows.length < read.length };
}

/**
 * The last settled position (LOG_START for an empty log): its id is what a stream hands a client to
 * resume from (`ready`, `history_lost`), and nothing can later commit before it.
 */
export async function settledNewest(db: Db): Promise<EventPosition> {
  const [row] = await db
    .select({ xid: events.xid, id: events.id })
    .from(events)
    .where(settled)
    .orderBy(desc(events.xid), desc(events.id))
    .limit(1);
  return row ?? LOG_START;
}

/** The position of the event `id`, or null when it is not (or no longer) in the log. */
export async function positionOf(db: Db, id: number): Promise<EventPosition | null> {
  const [row] = await db.select({ xid: events.xid, id: events.id }).from(events).where(eq(events.id, id));
  return row ?? null;
}
