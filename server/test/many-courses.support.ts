// Multiplies the demo courses into a large data set with set-based SQL (no row-by-row inserts):
// copy g of a row gets id `id + g * OFFSET` and its times shifted back by (g mod 400) days. Shared by
// the benchmarks (bench/) and the EXPLAIN test of the course list (ADR 011).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rawRows } from '../db/raw-rows';

const OFFSET = 1000;

export async function multiplyCourses(db: Db, targetCourses: number): Promise<number> {
  const [base] = await rawRows<{ n: number; max: number }>(
    db,
    sql`select count(*)::int as n, max(id) as max from courses`,
  );
  if (!base || base.n === 0) throw new Error('Seed the demo courses first.');
  for (const table of ['courses', 'rides', 'waypoints', 'segments']) {
    const [row] = await rawRows<{ max: number }>(db, sql.raw(`select max(id) as max from ${table}`));
    if ((row?.max ?? 0) >= OFFSET)
      throw new Error(`${table} ids must stay below ${OFFSET} before multiplying.`);
  }
  const copies = Math.ceil(targetCourses / base.n) - 1;
  const batch = 100;
  for (let from = 1; from <= copies; from += batch) {
    const to = Math.min(copies, from + batch - 1);
    await db.transaction(async (tx) => {
      const g = sql.raw(`generate_series(${from}, ${to}) as g`);
      const shift = sql.raw(`make_interval(days => (g % 400))`);
      const off = sql.raw(`g * ${OFFSET}`);
      await tx.execute(sql`insert into courses (id, type, company_id, contractor_id, subcontractor_id,
        driver_id, driver_phone_number, driver_start_at, driver_end_at, created_by_id, created_at, updated_at,
        from_starting_place_id, to_starting_place_id)
        select id + ${off}, type, company_id, contractor_id, subcontractor_id, driver_id, driver_phone_number,
          driver_start_at - ${shift}, driver_end_at - ${shift}, created_by_id, created_at - ${shift}, updated_at,
          from_starting_place_id, to_starting_place_id
        from courses, ${g} where id < ${OFFSET}`);
      await tx.execute(sql`insert into rides (id, course_id, type, number, status, position, company_id,
        created_by_id, driver_has_to_accept_at, from_starting_base_id, to_starting_base_id, distance_sum, starts_at)
        select id + ${off}, course_id + ${off}, type, number || '-' || g, status, position, company_id, created_by_id,
          driver_has_to_accept_at - ${shift}, from_starting_base_id, to_starting_base_id, distance_sum, starts_at - ${shift}
        from rides, ${g} where id < ${OFFSET}`);
      await tx.execute(sql`insert into waypoints (id, ride_id, position, place_id, time, achieved_at_by_driver)
        select id + ${off}, ride_id + ${off}, position, place_id, time - ${shift}, achieved_at_by_driver - ${shift}
        from waypoints, ${g} where id < ${OFFSET}`);
      await tx.execute(sql`insert into segments (id, ride_id, position, waypoint_start_id, waypoint_end_id, distance,
        time, time_and_distance_source)
        select id + ${off}, ride_id + ${off}, position, waypoint_start_id + ${off}, waypoint_end_id + ${off}, distance,
          time, time_and_distance_source
        from segments, ${g} where id < ${OFFSET}`);
      await tx.execute(sql`insert into segment_employees (segment_id, passenger_id)
        select segment_id + ${off}, passenger_id from segment_employees, ${g} where segment_id < ${OFFSET}`);
      await tx.execute(sql`insert into segment_locomotives (segment_id, locomotive_id)
        select segment_id + ${off}, locomotive_id from segment_locomotives, ${g} where segment_id < ${OFFSET}`);
    });
  }
  for (const table of ['courses', 'rides', 'waypoints', 'segments']) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
    );
  }
  await db.execute(sql`analyze`);
  const [total] = await rawRows<{ n: number }>(db, sql`select count(*)::int as n from courses`);
  return total?.n ?? 0;
}

/**
 * Hands the copied courses of transport company `companyId` to `otherId` until the company executes
 * about `share` of all courses (the demo company does far more): what "a transport company that sees
 * a tenth" means in the bench and the EXPLAIN test. Deterministic: it picks by a hash of the id.
 * Returns the company's share after.
 */
export async function narrowCompanyShare(db: Db, companyId: number, otherId: number, share: number) {
  const mine = sql`(contractor_id = ${companyId} or subcontractor_id = ${companyId})`;
  const [before] = await rawRows<{ s: number }>(
    db,
    sql`select (count(*) filter (where ${mine}))::float / greatest(count(*), 1) as s from courses`,
  );
  const keep = Math.min(1, share / Math.max(before?.s ?? 1, 1e-9));
  await db.execute(sql`update courses set
      contractor_id = case when contractor_id = ${companyId} then ${otherId} else contractor_id end,
      subcontractor_id = case when subcontractor_id = ${companyId} then null else subcontractor_id end
    where id >= ${OFFSET} and ${mine} and (abs(hashtext(id::text)::bigint) % 1000) >= ${Math.round(keep * 1000)}`);
  await db.execute(sql`analyze courses`);
  const [after] = await rawRows<{ s: number }>(
    db,
    sql`select (count(*) filter (where ${mine}))::float / greatest(count(*), 1) as s from courses`,
  );
  return after?.s ?? 0;
}
