/**
 * The log's order (commit-order.ts) on PGlite, where one writer at a time makes every committed event
 * settled at once; the out-of-order case itself needs PostgreSQL (commit-order.postgres.test.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { events } from '../db/schema';
import { publishAudienceEvent } from './audience-events';
import { findSettledEventsAfter, isAfter, LOG_START, positionOf, settledNewest } from './commit-order';

let database: Database;
const publish = () =>
  database.db.transaction((tx) =>
    publishAudienceEvent(tx, { type: 'probe', entityType: 'probe', entityId: 1, audience: {} }),
  );

beforeAll(async () => {
  database = await openDatabase('memory://', '/tmp/unused');
});
afterAll(() => database.close());

describe('the event log in commit order', () => {
  it('orders positions by transaction, then id', () => {
    expect(isAfter({ xid: '10', id: 1 }, { xid: '9', id: 5 })).toBe(true);
    expect(isAfter({ xid: '9', id: 6 }, { xid: '9', id: 5 })).toBe(true);
    expect(isAfter({ xid: '9', id: 5 }, { xid: '9', id: 5 })).toBe(false);
    expect(isAfter({ xid: '9', id: 9 }, { xid: '10', id: 1 })).toBe(false);
  });

  it('reads every committed event at once, a row of before migration 0030 first', async () => {
    expect(await settledNewest(database.db)).toEqual(LOG_START);
    const first = await publish();
    const second = await publish();
    // Written the way rows logged before the migration are: xid 0.
    const [old] = await database.db
      .insert(events)
      .values({ type: 'probe', entityType: 'probe', entityId: 1, xid: sql`'0'` })
      .returning({ id: events.id });
    const read = await findSettledEventsAfter(database.db, LOG_START, 10);
    expect(read.waiting).toBe(false);
    expect(read.rows.map((row) => row.id)).toEqual([old?.id, first, second]);
    const newest = await settledNewest(database.db);
    expect(newest.id).toBe(second);
    const from = await positionOf(database.db, first);
    expect(from).not.toBeNull();
    if (!from) return;
    expect((await findSettledEventsAfter(database.db, from, 10)).rows.map((row) => row.id)).toEqual([second]);
    expect(await positionOf(database.db, second + 100)).toBeNull();
  });
});
