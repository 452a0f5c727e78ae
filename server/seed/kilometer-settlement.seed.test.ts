import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KILOMETER_RIDE_STATUSES } from '../../domain/courses/ride-status';
import { openDatabase, type Database } from '../db/client';
import { courses, rides } from '../db/course-schema';
import { kilometerReports } from '../db/kilometer-settlement-schema';
import { users } from '../db/schema';
import { seedDemoCourses } from './courses';
import { seedDemo } from './demo';
import { KILOMETER_SETTLEMENT_JOURNEYS, seedKilometerSettlement } from './kilometer-settlement.seed';

const NOW = new Date('2026-11-02T07:00:00Z');
let database: Database;

beforeAll(async () => {
  database = await openDatabase('memory://', '/tmp/unused');
  await seedDemo(database.db);
  await seedDemoCourses(database.db, NOW);
  await seedKilometerSettlement(database.db, NOW);
});
afterAll(() => database.close());

const seeded = () =>
  database.db
    .select({
      id: rides.id,
      number: rides.number,
      status: rides.status,
      startsAt: rides.startsAt,
      user: users.username,
    })
    .from(rides)
    .innerJoin(courses, eq(courses.id, rides.courseId))
    .innerJoin(users, eq(users.id, courses.createdById))
    .where(eq(rides.type, 'kilometer'));

describe('the demo kilometer rides', () => {
  it('give pasazer a ride in every kilometer status this month, even early in the month, and settled ones before', async () => {
    const own = (await seeded()).filter((ride) => ride.number.includes('/KM') && ride.user === 'pasazer');
    const thisMonth = own.filter(
      (ride) => ride.startsAt && ride.startsAt >= new Date('2026-10-31T23:00:00Z'),
    );
    for (const status of KILOMETER_RIDE_STATUSES.filter((s) => s !== 'kcr_finished'))
      expect(
        thisMonth.map((ride) => ride.status),
        status,
      ).toContain(status);
    expect(thisMonth.every((ride) => (ride.startsAt?.getTime() ?? 0) < NOW.getTime())).toBe(true);
    expect(own.filter((ride) => !thisMonth.includes(ride)).map((ride) => ride.status)).toEqual([
      'settled',
      'settled',
    ]);
  });

  it('have a report for every reported ride and none for the others', async () => {
    const reports = await database.db.select().from(kilometerReports);
    const reported = new Set(reports.map((report) => report.rideId));
    for (const ride of (await seeded()).filter((row) => row.number.includes('/KM')))
      expect(reported.has(ride.id), `${ride.number} ${ride.status}`).toBe(
        ['finished', 'to_be_settled', 'inconsistency', 'settled'].includes(ride.status),
      );
    expect(reports).toHaveLength(
      KILOMETER_SETTLEMENT_JOURNEYS.filter((j) => !['created', 'cancelled'].includes(j.status)).length,
    );
    expect(reports.filter((report) => report.inconsistencyComment !== null)).toHaveLength(1);
  });
});
