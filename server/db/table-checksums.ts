/**
 * What a database holds, table by table: row count and an md5 of every row's text in a stable order.
 * Two databases with equal checksums hold the same data (the backup round trip compares them).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export type TableChecksums = Record<string, { rows: number; md5: string }>;

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/** Every table of the `public` and `drizzle` schemas (migrations bookkeeping included). */
export async function tableChecksums(db: Db): Promise<TableChecksums> {
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(sql`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')
      order by table_schema, table_name`),
  );
  const result: TableChecksums = {};
  for (const { schema, name } of tables) {
    const table = sql.raw(`"${schema.replace(/"/g, '')}"."${name.replace(/"/g, '')}"`);
    const [row] = rowsOf<{ rows: number | string; md5: string | null }>(
      await db.execute(
        sql`select count(*) as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from ${table} t`,
      ),
    );
    result[`${schema}.${name}`] = { rows: Number(row?.rows ?? 0), md5: row?.md5 ?? '' };
  }
  return result;
}
