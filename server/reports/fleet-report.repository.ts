/**
 * The settled rides the fleet reports read (docs/spec-decisions.md row 441: a settled ride is a taxi ride
 * the railway company accepted for settlement, `accepted_by_customer`, started in the month, Polish time).
 */
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { APPROVED_RIDE_STATUSES } from '../../domain/finance/finance-rules';
import type { Db } from '../db/client';
import { courses, rides, waypoints } from '../db/course-schema';
import { places, users } from '../db/schema';

export interface SettledRideRow {
  id: number;
  number: string;
  courseId: number;
  startsAt: Date | null;
  companyId: number;
  contractorId: number | null;
  subcontractorId: number | null;
  driverId: number | null;
  firstname: string | null;
  surname: string | null;
}

const rideColumns = {
  id: rides.id,
  number: rides.number,
  courseId: rides.courseId,
  startsAt: rides.startsAt,
  companyId: courses.companyId,
  contractorId: courses.contractorId,
  subcontractorId: courses.subcontractorId,
  driverId: courses.driverId,
  firstname: users.firstname,
  surname: users.surname,
};

const settledIn = (range: { from: Date; until: Date }) =>
  and(
    eq(rides.type, 'taxi'),
    inArray(rides.status, [...APPROVED_RIDE_STATUSES]),
    gte(rides.startsAt, range.from),
    lt(rides.startsAt, range.until),
  );

/** The month's settled rides the company executed with a driver (it is the subcontractor, else the contractor). */
export function settledDriverRides(db: Db, companyId: number, range: { from: Date; until: Date }) {
  return db
    .select(rideColumns)
    .from(rides)
    .innerJoin(courses, eq(courses.id, rides.courseId))
    .innerJoin(users, eq(users.id, courses.driverId))
    .where(
      and(
        settledIn(range),
        isNotNull(courses.driverId),
        sql`coalesce(${courses.subcontractorId}, ${courses.contractorId}) = ${companyId}`,
      ),
    )
    .orderBy(asc(rides.startsAt), asc(rides.id));
}

/** The month's settled rides of courses the company passed to a subcontractor. */
export function settledSubcontractedRides(db: Db, companyId: number, range: { from: Date; until: Date }) {
  return db
    .select(rideColumns)
    .from(rides)
    .innerJoin(courses, eq(courses.id, rides.courseId))
    .leftJoin(users, eq(users.id, courses.driverId))
    .where(and(settledIn(range), eq(courses.contractorId, companyId), isNotNull(courses.subcontractorId)))
    .orderBy(asc(rides.startsAt), asc(rides.id));
}

/** Every ride of the courses, in the drawer's order (position, id): their numbers and first day. */
export function ridesOfCourses(db: Db, courseIds: readonly number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: rides.id, courseId: rides.courseId, number: rides.number, startsAt: rides.startsAt })
    .from(rides)
    .where(inArray(rides.courseId, [...courseIds]))
    .orderBy(asc(rides.position), asc(rides.id));
}

/** 'first place → last place' of each ride, from its waypoints in order. */
export async function rideRoutes(db: Db, rideIds: readonly number[]): Promise<Map<number, string>> {
  if (rideIds.length === 0) return new Map();
  const rows = await db
    .select({ rideId: waypoints.rideId, name: places.name })
    .from(waypoints)
    .innerJoin(places, eq(places.id, waypoints.placeId))
    .where(inArray(waypoints.rideId, [...rideIds]))
    .orderBy(asc(waypoints.rideId), asc(waypoints.position));
  const names = new Map<number, string[]>();
  for (const row of rows) names.set(row.rideId, [...(names.get(row.rideId) ?? []), row.name]);
  return new Map(
    [...names].map(([rideId, list]) => [
      rideId,
      list.length === 1 ? (list[0] ?? '') : `${list[0] ?? ''} → ${list[list.length - 1] ?? ''}`,
    ]),
  );
}
