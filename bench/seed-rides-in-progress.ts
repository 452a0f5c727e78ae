// Puts `count` taxi courses of a multiplied demo database (server/test/many-courses.support.ts) in
// progress for the positions bench (issue 35), set-based like the multiplication: started ten minutes
// ago and not ended, their rides accepted by the driver, their stops an hour ahead (not reached, so the
// tracking page computes an ETA), and a driver link each. The raw driver token is derived from the
// course id in SQL (md5, padded to the link's 43 characters) and stored hashed exactly as
// `issueDriverLink` stores it (SHA-256, hex). Answers the driver tokens and the passengers' tracking
// tokens (HMAC under `secret`, as the server computes them).
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { trackingToken } from '../server/resources/course-core/tracking-tokens';

export interface RidesInProgress {
  driverTokens: string[];
  trackingTokens: string[];
}

/** Rows of a raw query on either driver (both answer `{ rows }`). */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  const list = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : undefined;
  return Array.isArray(list) ? (list as T[]) : [];
}

export async function seedRidesInProgress(db: Db, count: number, secret: string): Promise<RidesInProgress> {
  await db.transaction(async (tx) => {
    // Taxi courses with a driver and a passenger on a segment: what a tracking link needs.
    await tx.execute(sql`create table bench_in_progress as
      select c.id as course_id, c.driver_id, rpad(md5('bench-car-' || c.id), 43, 'x') as token
      from courses c
      where c.type = 'taxi' and c.driver_id is not null and exists (
        select 1 from rides r join segments s on s.ride_id = r.id
        join segment_employees se on se.segment_id = s.id where r.course_id = c.id)
      order by c.id desc limit ${count}`);
    await tx.execute(sql`update courses set driver_start_at = now() - interval '10 minutes', driver_end_at = null
      where id in (select course_id from bench_in_progress)`);
    await tx.execute(sql`update rides set status = 'accepted_by_driver'
      where course_id in (select course_id from bench_in_progress)`);
    await tx.execute(sql`update waypoints set time = now() + interval '1 hour', achieved_at_by_driver = null
      where ride_id in (select id from rides where course_id in (select course_id from bench_in_progress))`);
    await tx.execute(sql`insert into driver_links (token_hash, course_id, driver_id)
      select encode(sha256(convert_to(token, 'UTF8')), 'hex'), course_id, driver_id from bench_in_progress`);
  });
  await db.execute(sql`analyze`);
  const drivers = await rows<{ token: string }>(
    db,
    sql`select token from bench_in_progress order by course_id`,
  );
  const riders = await rows<{ ride_id: number; passenger_id: number }>(
    db,
    sql`select distinct r.id as ride_id, se.passenger_id from bench_in_progress b
      join rides r on r.course_id = b.course_id join segments s on s.ride_id = r.id
      join segment_employees se on se.segment_id = s.id order by 1, 2`,
  );
  return {
    driverTokens: drivers.map((row) => row.token),
    trackingTokens: riders.map((row) => trackingToken(secret, Number(row.ride_id), Number(row.passenger_id))),
  };
}
