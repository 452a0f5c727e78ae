/**
 * What a database holds, table by table: row count and an md5 of every row's text in a stable order.
 * Two databases with equal checksums hold the same data (the backup round trip compares them).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

export type TableChecksums = Record<string, { rows: number; md5: string }>;

async function tablesOf(db: Db) {
  return rawRows<{ schema: string; name: string }>(
    db,
    sql`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')
      order by table_schema, table_name`,
  );
}

const quoted = (schema: string, name: string) => `"${schema.replace(/"/g, '')}"."${name.replace(/"/g, '')}"`;

/** Every table of the `public` and `drizzle` schemas (migrations bookkeeping included). */
export async function tableChecksums(db: Db): Promise<TableChecksums> {
  const tables = await tablesOf(db);
  const result: TableChecksums = {};
  for (const { schema, name } of tables) {
    const table = sql.raw(quoted(schema, name));
    const [row] = await rawRows<{ rows: number | string; md5: string | null }>(
      db,
      sql`select count(*) as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from ${table} t`,
    );
    result[`${schema}.${name}`] = { rows: Number(row?.rows ?? 0), md5: row?.md5 ?? '' };
  }
  return result;
}

/**
 * The same comparison made cheap for many calls (the write fuzz takes one after each write): one
 * statement, and an order-free checksum (the sum of every row's hash) instead of a sorted md5, so
 * no table is sorted. Equal fingerprints mean equal row counts and, but for a hash collision, equal rows.
 */
export async function tableFingerprints(db: Db): Promise<TableChecksums> {
  const tables = await tablesOf(db);
  const parts = tables.map(
    ({ schema, name }) =>
      `select '${schema}.${name.replace(/'/g, "''")}' as name, count(*) as rows, coalesce(sum(hashtextextended(t::text, 0)), 0)::text as md5 from ${quoted(schema, name)} t`,
  );
  const result: TableChecksums = {};
  if (parts.length === 0) return result;
  for (const row of await rawRows<{ name: string; rows: number | string; md5: string }>(
    db,
    sql.raw(parts.join(' union all ')),
  ))
    result[row.name] = { rows: Number(row.rows), md5: row.md5 };
  return result;
}
