/**
 * Demo of recurring courses (issue 35 part 2): a weekly crew transfer of PKP Intercity for Taxi Trans
 * Warszawa, Mon/Wed/Fri at 06:00 over the 4 weeks from next Monday, made by 'dyspozytor' as one series,
 * so the dispatcher finds the courses in the list and 'Seria' in each one's drawer. The days come from
 * the series rule the form and the server use; the numbers are the company's next free ones.
 */
import { eq } from 'drizzle-orm';
import { seriesDates, seriesRuleSchema } from '../../domain/course-series/series-rule';
import { shiftIsoDate } from '../../domain/dates';
import { warsawDay, warsawDateTime } from '../../domain/warsaw-time';
import type { Db } from '../db/client';
import { courseSeries } from '../db/course-schema';
import { companies } from '../db/schema';
import { proposeRideNumber } from '../resources/course-writes/ride-numbers.repository';
import {
  insertCoursePlans,
  loadCourseSeedContext,
  planRide,
  route,
  seededRandom,
  taxiCourse,
} from './courses';

export const DEMO_SERIES_RULE = seriesRuleSchema.parse({ weekdays: ['Pn', 'Śr', 'Pt'], weeks: 4 });

/** The Monday after `now` (Warsaw day). */
function nextMonday(now: Date): string {
  const today = warsawDay(now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return shiftIsoDate(today, ((8 - weekday) % 7) + (weekday === 1 ? 7 : 0));
}

/** Answers the series id, or null when the demo companies are missing. */
export async function seedCourseSeriesDemo(db: Db, now: Date = new Date()): Promise<number | null> {
  const ctx = await loadCourseSeedContext(db);
  const idOf = (name: string) => [...ctx.companyNames].find(([, n]) => n === name)?.[0];
  const intercity = idOf('PKP Intercity');
  const taxiTrans = idOf('Taxi Trans Warszawa');
  const dispatcher = ctx.userIds.get('dyspozytor');
  if (intercity === undefined || taxiTrans === undefined || dispatcher === undefined) return null;
  const dates = seriesDates(DEMO_SERIES_RULE, nextMonday(now));
  if (!dates.ok) return null;
  const random = seededRandom(20_261_207);
  const stops = route(
    random,
    ctx.places.filter((place) => place.companyId === null || place.companyId === intercity),
    2,
  );
  const crew = (ctx.passengersOf.get(intercity) ?? []).slice(0, 2).map((person) => person.passengerId);
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, intercity));
  if (!company) return null;
  const [series] = await db
    .insert(courseSeries)
    .values({ companyId: intercity, createdById: dispatcher, rule: DEMO_SERIES_RULE, createdAt: now })
    .returning({ id: courseSeries.id });
  if (!series) return null;
  const taken: string[] = [];
  const plans = [];
  for (const day of dates.dates) {
    const start = warsawDateTime(`${day}T06:00`)?.getTime() ?? now.getTime();
    const number = await proposeRideNumber(db, company, day, taken);
    taken.push(number);
    const ride = planRide({
      random,
      number,
      status: 'accepted_by_transport_company',
      start,
      stops,
      crew,
      locomotiveIds: [],
      baseId: ctx.basesOf.get(taxiTrans)?.[0] ?? null,
      now: now.getTime(),
      driverStarted: false,
    });
    const course = taxiCourse({
      ctx,
      random,
      now: now.getTime(),
      companyId: intercity,
      contractorId: taxiTrans,
      subcontractorId: null,
      driver: null,
      createdById: dispatcher,
      rides: [ride],
    });
    plans.push({ ...course, createdAt: now, seriesId: series.id });
  }
  await insertCoursePlans(db, plans);
  return series.id;
}
