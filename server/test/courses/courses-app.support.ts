/**
 * The course list tests' harness: the real app (its session hook, error handler, schema compilers
 * and contract) over an in-memory, demo-seeded PGlite, with the course list's clock pinned.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { normalizeRoles } from '../../../domain/auth/roles';
import { buildApp } from '../../app';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, openMemoryDatabase } from '../../db/client';
import { contentHash, readTemplate } from '../../db/pglite-template';
import type { Database, Db } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import { seedDemoCourses } from '../../seed/courses';
import { seedDemo } from '../../seed/demo';
import { as } from '../demo-session.support';
import { testConfig } from '../factories.support';
import type { AuthUser } from '../../auth/authenticate';

export const TEST_NOW = new Date('2026-11-12T09:00:00Z');

/**
 * The real app over `database`; `db` replaces its query client (a logging one counts statements).
 * The database stays open when the app closes.
 */
export async function buildCourseApp(database: Database, db: Db = database.db): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(), { ...database, db }, { now: () => TEST_NOW });
  await app.ready();
  return app;
}

export async function openSeededDatabase(): Promise<Database> {
  const template = seededTemplatePath();
  const dump = readTemplate(template);
  if (dump) return openMemoryDatabase(dump);
  const database = await openDatabase('memory://', '/tmp/unused');
  await seedDemo(database.db);
  await seedDemoCourses(database.db, TEST_NOW);
  await database.saveAsTemplate?.(template);
  return database;
}

/**
 * About forty test files open the demo-seeded database: seeding it costs seconds each time, loading a
 * dump of it far less (ADR 007). The dump's name covers what the seed reads: the migrations, the seed
 * itself, the domain rules and the server code it calls, and the pinned clock.
 */
function seededTemplatePath(): string {
  const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  const hash = contentHash(
    ['../../db/migrations', '../../seed', '../../../domain', '../../auth', '../../resources/accounts'].map(
      root,
    ),
    TEST_NOW.toISOString(),
  );
  return join(tmpdir(), `kursownik-pglite-seeded-${hash}.tar`);
}

/** The request user of a demo login, as the session hook builds it (for the domain rules' side). */
export async function userOf(db: Db, username: string): Promise<AuthUser> {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`No demo user ${username}`);
  const roles = await db.select().from(userRoles).where(eq(userRoles.userId, user.id));
  return {
    id: user.id,
    username,
    roles: normalizeRoles(roles.map((row) => row.role)),
    companyId: user.companyId,
    impersonator: null,
  };
}

export interface CourseMember {
  '@id': string;
  '@type': string;
  id: number;
  status: string;
  contractor: { id: number; name: string } | null;
  subcontractor: { id: number; name: string } | null;
  driver: { '@id': string } | null;
  createdBy: { id: number } | null;
  rides: {
    number: string;
    status: string;
    startsAt: string | null;
    company: { id: number; name: string };
    segments: {
      employees: { id: number; name: string }[];
      locomotives: { id: number; sideNumber: string }[];
      waypointStart: { place: { name: string } | null };
      waypointEnd: { place: { name: string } | null };
    }[];
  }[];
}

export interface CourseCollection {
  'hydra:member': CourseMember[];
  'hydra:totalItems': number;
  'hydra:view': Record<string, string>;
  totalCards?: number;
  totalItemsLimited?: true;
}

export async function list(
  app: FastifyInstance,
  user: AuthUser,
  query: string,
): Promise<{ status: number; body: CourseCollection & { 'hydra:description'?: string; '@type'?: string } }> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/abstract_courses${query ? `?${query}` : ''}`,
    headers: await as(app, user.username),
  });
  return { status: response.statusCode, body: response.json() };
}

/**
 * A describe block's demo-seeded database and real app: opened before its tests (then handed to
 * `ready`, which may also prepare what the tests share) and closed after them.
 */
export function withSeededCourseApp(
  ready: (database: Database, app: FastifyInstance) => void | Promise<void>,
): void {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await openSeededDatabase();
    app = await buildCourseApp(database);
    await ready(database, app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
}
