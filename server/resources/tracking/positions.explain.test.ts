/**
 * The latest position of a course, read on every position a car sends and every tracking page's
 * poll, reads one entry of the index `course_positions_course_at` (row 838): not a walk through every
 * course's readings, which is what the positions bench found (bench/RESULTS.md, issue 35).
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openSeededDatabase } from '../../test/courses/courses-app.support';
import { latestPositionQuery } from './positions.repository';

let database: Database;
let client: PGlite;
let courseId = 0;

beforeAll(async () => {
  database = await openSeededDatabase();
  const underneath: unknown = Reflect.get(database.db, '$client');
  if (!(underneath instanceof PGlite)) throw new Error('Expected the PGlite client under the test database');
  client = underneath;
  // A car's readings every 5 s for 20 minutes, on every demo course: the table of a busy day.
  await database.db.execute(sql`insert into course_positions (course_id, latitude, longitude, accuracy, at)
    select c.id, 52, 21, 10, now() - make_interval(secs => g * 5) from courses c, generate_series(1, 240) g`);
  await database.db.execute(sql`analyze course_positions`);
  const result = await client.query<{ id: number }>('select min(id) as id from courses');
  courseId = result.rows[0]?.id ?? 0;
}, 120_000);
afterAll(() => database.close());

describe('the latest position of a course', () => {
  it('is read from the course and time index, its first entry, without sorting', async () => {
    const { sql: text, params } = latestPositionQuery(database.db, courseId).toSQL();
    const plan = (await client.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params)).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('Index Scan using course_positions_course_at');
    expect(plan).toMatch(/Index Cond: \(course_id = /);
    expect(plan).not.toContain('Sort');
    expect(plan).not.toContain('Filter');
  });
});
