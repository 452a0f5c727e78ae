import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIDE_STATUSES } from '../../domain/courses/ride-status';
import { ATTENTION_RIDE_STATUSES, CLOSED_RIDE_STATUSES } from '../../domain/courses/status-columns';
import { openDatabase } from './client';
import type { Database } from './client';
import { courses, rides } from './course-schema';
import { companies } from './schema';
import { eq } from 'drizzle-orm';

async function statusList(database: Database, fn: string): Promise<string[]> {
  const result: unknown = await database.db.execute(sql.raw(`select ${fn}() as list`));
  const rows: unknown = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : [];
  const [row] = Array.isArray(rows) ? rows : [];
  const list: unknown = typeof row === 'object' && row !== null ? Reflect.get(row, 'list') : [];
  return Array.isArray(list) ? list.map(String) : [];
}

describe('course ride summary kept by the database', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase('memory://', '/tmp/unused');
  });
  afterAll(() => database.close());

  it('uses the same status lists as the domain', async () => {
    expect(await statusList(database, 'kursownik_known_ride_statuses')).toEqual([...RIDE_STATUSES]);
    expect(await statusList(database, 'kursownik_attention_ride_statuses')).toEqual([
      ...ATTENTION_RIDE_STATUSES,
    ]);
    expect(await statusList(database, 'kursownik_closed_ride_statuses')).toEqual([...CLOSED_RIDE_STATUSES]);
  });

  it('follows ride inserts, updates and deletes', async () => {
    const { db } = database;
    const [company] = await db.insert(companies).values({ name: 'PKP Intercity' }).returning();
    const [course] = await db
      .insert(courses)
      .values({ type: 'taxi', companyId: company?.id ?? 0 })
      .returning();
    const courseId = course?.id ?? 0;
    const summary = async () => (await db.select().from(courses).where(eq(courses.id, courseId)))[0];
    expect(await summary()).toMatchObject({ rideCount: 0, openRideCount: 0, startsAt: null });

    const early = new Date('2026-11-20T06:00:00Z');
    const deadline = new Date('2026-11-20T05:15:00Z');
    await db.insert(rides).values([
      {
        courseId,
        type: 'taxi',
        number: 'A',
        status: 'waiting_for_driver_acceptance',
        startsAt: early,
        driverHasToAcceptAt: deadline,
      },
      {
        courseId,
        type: 'taxi',
        number: 'B',
        status: 'cancelled',
        startsAt: new Date('2026-11-21T06:00:00Z'),
      },
    ]);
    expect(await summary()).toMatchObject({
      rideCount: 2,
      openRideCount: 1,
      attentionRideCount: 0,
      activeRideCount: 1,
      startsAt: early,
      waitingDeadline: deadline,
    });

    await db
      .update(rides)
      .set({ status: 'waiting_for_transport_company_acceptance' })
      .where(eq(rides.number, 'A'));
    expect(await summary()).toMatchObject({
      acceptanceRideCount: 1,
      attentionRideCount: 0,
      waitingDeadline: early,
    });

    await db.update(rides).set({ status: 'declined_by_driver' }).where(eq(rides.number, 'A'));
    expect(await summary()).toMatchObject({
      acceptanceRideCount: 0,
      attentionRideCount: 1,
      waitingDeadline: null,
    });

    await db.delete(rides).where(eq(rides.number, 'A'));
    expect(await summary()).toMatchObject({ rideCount: 1, openRideCount: 0, activeRideCount: 0 });
  });
});
