/**
 * The numbers of a company's series ('PI/0042/11/2026') stay unique within the company (row 139). A
 * write locks its company's row first, so two writes for the same company take their numbers one after
 * the other; a series number another ride of the company already has (a proposal two people got at
 * once) is replaced by the next free number of its first stop's month, and the form says so (it
 * compares what it sent with what came back). A number typed outside the series is the user's own
 * reference: kept as typed, and refused with a field error when another ride of the company already has
 * it (issue 31: a silent duplicate was kept before).
 */
import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { companyShortCode, nextRideNumber, parseRideNumber } from '../../../domain/courses/ride-number';
import { COURSE_MESSAGES } from '../../../domain/courses/course-messages';
import { warsawDay } from '../../../domain/warsaw-time';
import { ViolationError } from '../../http/errors';
import { rides } from '../../db/course-schema';
import { companies } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import { rideNumbersLike } from './course-writes.repository';
import { firstStopTime, type CourseWrite } from './course-rows.repository';

/** `courseId`: the course being replaced, whose rides give their numbers up to the write. */
export async function settleRideNumbers(tx: Tx, write: CourseWrite, courseId?: number): Promise<CourseWrite> {
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
        courseId === undefined ? undefined : ne(rides.courseId, courseId),
      ),
    );
  const used = new Set(clashing.map((row) => row.number));
  const code = companyShortCode(company.name);
  const settled = [];
  for (const [index, ride] of write.rides.entries()) {
    if (!used.has(ride.number)) {
      used.add(ride.number);
      settled.push(ride);
      continue;
    }
    if (parseRideNumber(ride.number)?.code !== code)
      throw new ViolationError([
        { propertyPath: `rides[${index}].number`, message: COURSE_MESSAGES.rideNumberTaken },
      ]);
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
