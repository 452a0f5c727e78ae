/**
 * Demo calendar feeds (issue 35 part 4, row 793): the demo driver `kierowca` and the demo passenger
 * `pasazer` already have a link, so 'Ustawienia' > 'Kalendarz' shows one in use. Only the hash is
 * stored, as for any link; the raw token is thrown away (a user sees a URL only after making one).
 * Called once after the demo data in `server/main.ts`.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { replaceFeed } from '../resources/calendar-feeds/calendar-feeds.repository';

export const CALENDAR_DEMO_LOGINS = ['kierowca', 'pasazer'] as const;

export async function seedCalendarFeedsDemo(db: Db): Promise<void> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.username, [...CALENDAR_DEMO_LOGINS]));
  for (const row of rows) await replaceFeed(db, row.id);
}
