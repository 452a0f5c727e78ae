/**
 * The database's data version for response caches (ADR 014, issue 32): the text of
 * `pg_current_snapshot()` (xmin:xmax:in-progress ids). It changes whenever any transaction that wrote
 * anything ends, in any process connected to the database, and stays the same while nothing is
 * written. An answer built after reading version V is still the answer while the version is V: no
 * event, rename, settlement, invoice or direct SQL can slip past it, and a write committed through
 * another API process is seen by the next read here without waiting for its NOTIFY (ADR 012).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/** Read it before the data the answer is built from: the answer is then at least as new as it. */
export async function dataVersion(db: Db): Promise<string> {
  const [row] = await rawRows<{ version: string }>(db, sql`select pg_current_snapshot()::text as version`);
  if (!row) throw new Error('pg_current_snapshot() returned no row');
  return row.version;
}
