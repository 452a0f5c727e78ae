/**
 * Prepared statements built once per database handle (ADR 014, issue 32): drizzle building a
 * statement on every request, and PostgreSQL planning it, showed in the profiles of the course list;
 * a prepared statement is built once and executed with its parameters. A transaction handle is a
 * handle of its own (built again for it, as before).
 *
 * Example: const byIds = oncePerDb((db) => db.select().from(users).where(anyOf(users.id, 'ids')).prepare('users_by_ids'));
 *          await byIds(db).execute({ ids: [1, 2] });
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from './client';

export function oncePerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) built.set(db, (value = build(db)));
    return value;
  };
}

/** `column = any($name)` of an integer column: the list of ids is a parameter, the statement one. */
export const anyOf = (column: AnyColumn, name: string): SQL =>
  sql`${column} = any(${sql.placeholder(name)}::integer[])`;
