/**
 * ADR 011 on a real PostgreSQL at 100 000 courses: every statement of a course list request (the
 * bounded count, the page, the rides, segments, passengers and locomotives of the page) is planned on
 * indexes, never a sequential scan of courses, rides or segments, for the dispatcher (sees everything)
 * and a transport company that executes about a tenth, in each column, on the first page and on a
 * cursor page. Plans, not timings: bench/course-list.bench.ts measures the speed.
 */
import type { FastifyInstance } from 'fastify';
import { drizzle } from 'drizzle-orm/node-postgres';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../db/client';
import * as courseSchema from '../../db/course-schema';
import * as coreSchema from '../../db/schema';
import { companies } from '../../db/schema';
import { seedDemoCourses } from '../../seed/courses';
import { seedDemo } from '../../seed/demo';
import { EURO_BUS, TAXI_TRANS } from '../../seed/companies.data';
import { multiplyCourses, narrowCompanyShare } from '../../test/many-courses.support';
import { emptyPostgres, requiredPostgresUrl } from '../../test/postgres-url.support';
import { as } from '../../test/demo-session.support';
import { buildCourseApp, TEST_NOW } from '../../test/courses/courses-app.support';

const url = requiredPostgresUrl();
const COURSES = 100_000;
const WATCHED = new Set(['courses', 'rides', 'segments']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan tree, depth first. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

let database: Database;
let app: FastifyInstance;
let pool: pg.Pool;
const statements: { sql: string; params: unknown[] }[] = [];

/** The sequential scans of courses, rides or segments in the plan of each statement logged. */
async function seqScans(): Promise<string[]> {
  const found: string[] = [];
  for (const { sql, params } of statements) {
    const result = await pool.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `explain (format json) ${sql}`,
      params,
    );
    const plan = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
    if (!plan) throw new Error(`No plan for ${sql}`);
    for (const node of nodesOf(plan)) {
      if (node['Node Type'] === 'Seq Scan' && WATCHED.has(node['Relation Name'] ?? ''))
        found.push(`${node['Relation Name']}: ${sql.slice(0, 160)}`);
    }
  }
  return found;
}

describe('the course list at 100 000 courses on PostgreSQL: EXPLAIN', () => {
  beforeAll(async () => {
    await emptyPostgres(url);
    database = await openDatabase(url, '/tmp/unused');
    await seedDemo(database.db);
    await seedDemoCourses(database.db, TEST_NOW);
    await multiplyCourses(database.db, COURSES);
    const [taxiTrans] = await database.db.select().from(companies).where(eq(companies.name, TAXI_TRANS));
    const [other] = await database.db.select().from(companies).where(eq(companies.name, EURO_BUS));
    if (!taxiTrans || !other) throw new Error('demo transport companies missing');
    const share = await narrowCompanyShare(database.db, taxiTrans.id, other.id, 0.1);
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.15);
    const client$: unknown = Reflect.get(database.db, '$client');
    if (!(client$ instanceof pg.Pool)) throw new Error('Expected a pg Pool under the database');
    pool = client$;
    const logged = drizzle(pool, {
      schema: { ...coreSchema, ...courseSchema },
      logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
    }) as unknown as Db;
    app = await buildCourseApp(database, logged);
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('sees a sequential scan where there is one (the check itself can fail)', async () => {
    statements.length = 0;
    statements.push({ sql: 'select id from courses where driver_comment = $1', params: ['x'] });
    expect(await seqScans()).toHaveLength(1);
  });

  describe.each(['dyspozytor', 'transport'])('signed in as %s', (username) => {
    it.each(['requires_attention', 'in_progress', 'finished'])(
      'plans the %s column, its first and a cursor page and the count, on indexes',
      async (column) => {
        const headers = await as(app, username);
        statements.length = 0;
        const query = `itemsPerPage=15&discriminator=taxi_course&column=${column}`;
        const first = await app.inject({ url: `/api/abstract_courses?${query}`, headers });
        expect(first.statusCode).toBe(200);
        const body = first.json<{ 'hydra:member': unknown[]; 'hydra:view': { 'hydra:next'?: string } }>();
        expect(body['hydra:member']).toHaveLength(15);
        const next = body['hydra:view']['hydra:next'];
        expect(next).toMatch(/after=/);
        const second = await app.inject({ url: next ?? '', headers });
        expect(second.statusCode).toBe(200);
        expect(statements.some((statement) => statement.sql.includes('"bounded"'))).toBe(true);
        expect(await seqScans()).toEqual([]);
      },
      60_000,
    );
  });
});
