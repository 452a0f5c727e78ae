/**
 * The rows of a raw statement (`db.execute(sql...)`), typed by the caller. Drizzle answers a raw
 * statement in the driver's own shape: `{ rows }` on PGlite and node-postgres, an array on others;
 * reading it is written once here instead of in each file that runs one.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  const rows = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : undefined;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
