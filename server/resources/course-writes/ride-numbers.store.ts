/**
 * The numbers of a company's series ('PI/0042/11/2026') stay unique within the company (row 139). A
 * write locks its company's row first, so two writes for the same company take their numbers one after
 * the other; a series number another ride of the company already has (a proposal two people got at
 * once) is replaced by the next free number of its first stop's month. A number typed outside the
 * series is the user's own reference and is kept as typed.
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { companyShortCode, nextRideNumber, parseRideNumber } from '../../../domain/courses/ride-number';
import { warsawDay } from '../../../domain/warsaw-time';
import { rides } from '../../db/course-schema';
import { companies } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import { rideNumbersLike } from './course-writes.repository';
import { firstStopTime, type CourseWrite } from './course-writes.store';

export async function settleRideNumbers(tx: Tx, write: CourseWrite): Promise<CourseWrite> {
  const [company] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, write.companyId))
    .for('update');
  if (!company || write.rides.length === 0) return write;
  const own = write.rides.flatMap((ride) => (ride.id === null ? [] : [ride.id]));
  const clashing = await tx
    .select({ number: rides.number })
    .from(rides)
    .where(
      and(
        eq(rides.companyId, company.id),
        inArray(
          rides.number,
          write.rides.map((ride) => ride.number),
        ),
        own.length > 0 ? notInArray(rides.id, own) : undefined,
      ),
    );
  const used = new Set(clashing.map((row) => row.number));
  const code = companyShortCode(company.name);
  const settled = [];
  for (const ride of write.rides) {
    if (!used.has(ride.number)) {
      used.add(ride.number);
      settled.push(ride);
      continue;
    }
    if (parseRideNumber(ride.number)?.code !== code) {
      settled.push(ride);
      continue;
    }
    const number = await proposeRideNumber(tx, company, warsawDay(firstStopTime(ride.stops) ?? new Date()), [
      ...used,
    ]);
    used.add(number);
    settled.push({ ...ride, number });
  }
  return { ...write, rides: settled };
}

/** The next free number of `companyId` for the month of `date`, counting `taken` as used too. */
export async function proposeRideNumber(
  db: Db,
  company: { id: number; name: string },
  date: string,
  taken: readonly string[] = [],
): Promise<string> {
  const code = companyShortCode(company.name);
  const [year = '', month = ''] = date.split('-');
  const existing = await rideNumbersLike(db, company.id, code, month, year);
  return nextRideNumber(code, date, [...existing, ...taken]);
}
