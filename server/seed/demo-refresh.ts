/**
 * Demo data on a later start: the demo courses are dated relative to the first start, so a week later
 * the rides waiting for `transport`, `podwykonawca` and `kierowca` lie in the past and nobody has
 * anything to act on. On each start with demo data (SEED=demo, database not empty) the actionable
 * courses are planned again from today when no ride is waiting for the demo transport company any
 * more; the rest of the history stays as it was.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { companyShortCode, nextRideNumber } from '../../domain/courses/ride-number';
import { warsawDay } from '../../domain/warsaw-time';
import type { Db } from '../db/client';
import { courses, rides } from '../db/course-schema';
import { companies } from '../db/schema';
import { actionableCourses, insertCoursePlans, loadCourseSeedContext, roundTo5Minutes } from './courses';
import { TAXI_TRANS } from './companies.data';

/** Whether a ride still waits, from now on, for the demo transport company's own acceptance. */
async function transportHasWork(db: Db, now: Date): Promise<boolean> {
  const [contractor] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, TAXI_TRANS));
  if (!contractor) return true;
  const [waiting] = await db
    .select({ id: rides.id })
    .from(rides)
    .innerJoin(courses, eq(courses.id, rides.courseId))
    .where(
      and(
        eq(courses.contractorId, contractor.id),
        isNull(courses.subcontractorId),
        eq(rides.status, 'waiting_for_transport_company_acceptance'),
        gt(rides.startsAt, now),
      ),
    )
    .limit(1);
  return waiting !== undefined;
}

/** Plans the actionable demo courses again from `now` when they have run out; answers whether it did. */
export async function refreshDemoActions(db: Db, now: Date = new Date()): Promise<boolean> {
  if (await transportHasWork(db, now)) return false;
  const ctx = await loadCourseSeedContext(db);
  const taken = new Set((await db.select({ number: rides.number }).from(rides)).map((row) => row.number));
  // The next free number of the company's series in the month of the first stop (row 139).
  const numberFor = (companyId: number, startsAt: number) => {
    const code = companyShortCode(ctx.companyNames.get(companyId) ?? '');
    const number = nextRideNumber(code, warsawDay(new Date(startsAt)), [...taken]);
    taken.add(number);
    return number;
  };
  const plans = actionableCourses(ctx, now, roundTo5Minutes(now.getTime()), numberFor);
  await insertCoursePlans(db, plans);
  return plans.length > 0;
}
