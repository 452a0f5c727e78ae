import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { calendarFeeds, users } from '../db/schema';
import { CALENDAR_DEMO_LOGINS, seedCalendarFeedsDemo } from './calendar-feeds.seed';
import { seedDemo } from './demo';

let database: Database;

beforeAll(async () => {
  database = await openDatabase('memory://', '/tmp/unused');
  await seedDemo(database.db);
  await seedCalendarFeedsDemo(database.db);
});
afterAll(() => database.close());

describe('calendar feeds demo', () => {
  it('gives the demo driver and passenger a link each, stored as a hash', async () => {
    const rows = await database.db
      .select({ username: users.username, hash: calendarFeeds.tokenHash })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId));
    expect(rows.map((row) => row.username).sort()).toEqual([...CALENDAR_DEMO_LOGINS].sort());
    for (const row of rows) expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
