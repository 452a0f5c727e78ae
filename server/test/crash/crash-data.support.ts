/**
 * The data of a crash test: demo companies, people and places (no courses), the IRIs a course needs,
 * and the invariants that say no course was half written.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../db/client';
import { readTemplate, templatePath } from '../../db/pglite-template';
import { rawRows } from '../../db/raw-rows';
import { companies, drivers, passengers, places, startingBases, users } from '../../db/schema';
import { seedDemo } from '../../seed/demo';

export interface CrashIris {
  company: string;
  contractor: string;
  driver: string;
  passenger: string;
  base: string;
  places: readonly [string, string];
  /** A demo user's e-mail: a password reset request for it puts an e-mail in the outbox. */
  resetEmail: string;
}

const migrationsFolder = fileURLToPath(new URL('../../db/migrations', import.meta.url));

async function companyIri(db: Db, name: string) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  if (!row) throw new Error(`demo company missing: ${name}`);
  return `/api/companies/${row.id}`;
}

/** Seeds the demo people and places into an empty, migrated database; answers the IRIs. */
export async function seedCrashData(db: Db): Promise<CrashIris> {
  await seedDemo(db);
  const [passenger] = await db.select({ id: passengers.id }).from(passengers).limit(1);
  const located = await db
    .select({ id: places.id })
    .from(places)
    .where(and(isNotNull(places.latitude), eq(places.type, 'place')))
    .limit(2);
  const [base] = await db.select({ id: startingBases.id }).from(startingBases).limit(1);
  const [driver] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(eq(users.username, 'kierowca'));
  const [reset] = await db.select({ email: users.email }).from(users).where(eq(users.username, 'pasazer'));
  const [from, to] = located;
  if (!passenger || !from || !to || !base || !driver || !reset?.email) throw new Error('demo data missing');
  return {
    company: await companyIri(db, 'PKP Intercity'),
    contractor: await companyIri(db, 'Taxi Trans Warszawa'),
    driver: `/api/drivers/${driver.id}`,
    passenger: `/api/passengers/${passenger.id}`,
    base: `/api/starting_bases/${base.id}`,
    places: [`/api/abstract_places/${from.id}`, `/api/abstract_places/${to.id}`],
    resetEmail: reset.email,
  };
}

/**
 * An embedded data directory with the crash data. It starts from the migrated template dump (ADR 007)
 * rather than running initdb and every migration in the data directory: same database, seconds less.
 */
export async function prepareDataDir(dataDir: string): Promise<CrashIris> {
  const path = templatePath(migrationsFolder);
  if (!readTemplate(path)) await (await openDatabase('memory://', dataDir)).close();
  mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(`${dataDir}/pglite`, { loadDataDir: readTemplate(path) });
  await client.close();
  const database = await openDatabase(undefined, dataDir);
  try {
    const iris = await seedCrashData(database.db);
    // A hostile configuration: with asynchronous commits a kill loses every acknowledged write of the
    // burst (tried: ADR 008). The server must pin synchronous commits whatever the directory says.
    await database.db.execute(sql`alter system set synchronous_commit = off`);
    return iris;
  } finally {
    await database.close();
  }
}

/** A half-written course: each query answers the ids that break one rule; all must be empty. */
export const HALF_WRITTEN = {
  'a course without rides': sql`select c.id from courses c
    where not exists (select 1 from rides r where r.course_id = c.id)`,
  'a ride with fewer than two stops': sql`select r.id from rides r
    where (select count(*) from waypoints w where w.ride_id = r.id) < 2`,
  'a ride whose segments do not join its stops': sql`select r.id from rides r
    where (select count(*) from segments s where s.ride_id = r.id)
       <> (select count(*) from waypoints w where w.ride_id = r.id) - 1`,
  "a segment between another ride's stops": sql`select s.id from segments s
    join waypoints a on a.id = s.waypoint_start_id join waypoints b on b.id = s.waypoint_end_id
    where a.ride_id <> s.ride_id or b.ride_id <> s.ride_id`,
  // Every burst course (rides `KR/...`, crash-burst.ts) takes one passenger on its first segment.
  'a burst course without its passenger': sql`select s.id from segments s join rides r on r.id = s.ride_id
    where r.number like 'KR/%' and s.position = 0
      and not exists (select 1 from segment_employees e where e.segment_id = s.id)`,
  'a ride without its start time': sql`select r.id from rides r where r.starts_at is null`,
  'a course with a driver but no link for the driver': sql`select c.id from courses c
    where c.driver_id is not null and not exists (select 1 from driver_links l where l.course_id = c.id)`,
  'a driver link without its message': sql`select l.course_id from driver_links l
    where not exists (select 1 from outbox_messages m
      where m.related_type = 'course' and m.related_id = l.course_id)`,
  'a reset token without its e-mail': sql`select t.id from password_reset_tokens t
    where (select count(*) from password_reset_tokens) <>
      (select count(*) from outbox_messages m where m.subject = 'Reset hasła w Kursowniku')`,
} as const;

export async function halfWritten(db: Db): Promise<Record<string, unknown[]>> {
  const found: Record<string, unknown[]> = {};
  for (const [rule, query] of Object.entries(HALF_WRITTEN)) {
    found[rule] = await rawRows<unknown>(db, query);
  }
  return found;
}
