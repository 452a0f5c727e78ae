import { and, eq, gt, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { courses, rides } from '../db/course-schema';
import { companies } from '../db/schema';
import { TAXI_TRANS } from './companies.data';
import { seedDemoCourses } from './courses';
import { seedDemo } from './demo';
import { refreshDemoActions } from './demo-refresh';

const DAY = 24 * 3600_000;
const firstStart = new Date('2026-11-02T09:00:00Z');
const weekLater = new Date(firstStart.getTime() + 9 * DAY);

describe('refreshDemoActions (a later start of the demo)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase('memory://', '/tmp/unused');
    await seedDemo(database.db);
    await seedDemoCourses(database.db, firstStart);
  });
  afterAll(() => database.close());

  async function waitingForTransport(now: Date) {
    const [contractor] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, TAXI_TRANS));
    return database.db
      .select({ number: rides.number, status: rides.status })
      .from(rides)
      .innerJoin(courses, eq(courses.id, rides.courseId))
      .where(
        and(
          eq(courses.contractorId, contractor?.id ?? 0),
          isNull(courses.subcontractorId),
          eq(rides.status, 'waiting_for_transport_company_acceptance'),
          gt(rides.startsAt, now),
        ),
      );
  }

  it('leaves the data alone while the rides of the first start are still ahead', async () => {
    const before = await database.db.select({ id: rides.id }).from(rides);
    expect(await refreshDemoActions(database.db, firstStart)).toBe(false);
    expect(await database.db.select({ id: rides.id }).from(rides)).toHaveLength(before.length);
  });

  it('plans the rides to act on from today once they are past, with free numbers, once', async () => {
    expect(await waitingForTransport(weekLater)).toEqual([]);
    expect(await refreshDemoActions(database.db, weekLater)).toBe(true);
    expect((await waitingForTransport(weekLater)).length).toBeGreaterThan(0);
    const numbers = (await database.db.select({ number: rides.number }).from(rides)).map((row) => row.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    const driverWork = await database.db
      .select({ id: rides.id })
      .from(rides)
      .where(and(eq(rides.status, 'waiting_for_driver_acceptance'), gt(rides.startsAt, weekLater)));
    expect(driverWork.length).toBeGreaterThan(0);
    // A second start the same day adds nothing.
    expect(await refreshDemoActions(database.db, weekLater)).toBe(false);
  });
});
