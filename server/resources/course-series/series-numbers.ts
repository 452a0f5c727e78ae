/**
 * Ride numbers of the second and later courses of a series: each ride takes the next free number of
 * the company's series for its own day's month, as the form proposes for a single course (row 817).
 * So a January course of a series started in December has a January number, and a reference typed
 * by hand on the first course stays that course's own (numbers are unique within a company, row 623).
 */
import { eq } from 'drizzle-orm';
import { warsawDay } from '../../../domain/warsaw-time';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema';
import { firstStopTime, type CourseWrite } from '../course-writes/course-rows.repository';
import { proposeRideNumber } from '../course-writes/ride-numbers.repository';

export async function seriesNumbers(tx: Tx, write: CourseWrite): Promise<CourseWrite> {
  const [company] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, write.companyId));
  if (!company) return write;
  const taken: string[] = [];
  const rides = [];
  for (const ride of write.rides) {
    const day = warsawDay(firstStopTime(ride.stops) ?? write.rides[0]?.stops[0]?.time ?? new Date());
    const number = await proposeRideNumber(tx, company, day, taken);
    taken.push(number);
    rides.push({ ...ride, number });
  }
  return { ...write, rides };
}
