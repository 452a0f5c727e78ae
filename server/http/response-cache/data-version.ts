/**
 * The data version of the course list's answer cache (ADR 014, issue 32): a counter in
 * `course_list_version` that every committed transaction writing a table the list may read moves by
 * one (migration 0037: a deferred trigger on each such table, taken at the commit). It stays the same
 * while nothing the list could show is written. An answer built after reading version V is still the
 * answer while the version is V: no event, rename, settlement, invoice or direct SQL on those tables
 * can slip past it, and a write committed through another API process is seen by the next read here
 * without waiting for its NOTIFY (ADR 012).
 *
 * Until session 44 it was `pg_current_snapshot()`, which every transaction moves: a car's position, a
 * login attempt, a token refresh or a sent e-mail ended every stored page.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/**
 * Tables without the trigger: written often or by every request, and never read by the course list
 * (data-version.test.ts proves that the list's statements name none of them, and that every other
 * table of the schema has the trigger, so a new table must be given it or named here).
 */
export const UNLISTED_TABLES = [
  'course_positions',
  'login_attempts',
  'security_audit_logs',
  'outbox_messages',
  'refresh_tokens',
  'push_devices',
  'report_deliveries',
  'report_subscriptions',
  'calendar_feeds',
  'password_reset_tokens',
  'events',
] as const;

/** The version as text, for a statement that reads it beside other columns (the session statement). */
export const dataVersionColumn = sql<string>`(select version::text from course_list_version where id = 1)`;

/** Read it before the data the answer is built from: the answer is then at least as new as it. */
export async function dataVersion(db: Db): Promise<string> {
  const [row] = await rawRows<{ version: string | null }>(db, sql`select ${dataVersionColumn} as version`);
  if (!row?.version) throw new Error('course_list_version has no row (migration 0037)');
  return row.version;
}
