/**
 * A query client over a test database's own PGlite that records each statement's text in
 * `statements`: tests count a request's statements or read what they name (the list cache's one
 * statement per hit, the tables the list reads, one event fanned out to many streams).
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db } from '../../db/client';
import * as courseSchema from '../../db/course-schema';
import * as coreSchema from '../../db/schema';

export function loggedDb(database: Database, statements: string[]): { db: Db; client: PGlite } {
  const client: unknown = Reflect.get(database.db, '$client');
  if (!(client instanceof PGlite)) throw new Error('Expected the PGlite client under the test database');
  const db = drizzle(client, {
    schema: { ...coreSchema, ...courseSchema },
    logger: { logQuery: (query) => statements.push(query) },
  }) as unknown as Db;
  return { db, client };
}
