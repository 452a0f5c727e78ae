/**
 * The rides a transport company's finance card counts (spec-decisions rows 170-172): taxi rides of
 * courses the company is the contractor of, for the chosen railway company, in the statuses of
 * `financeRideStatuses`, started within the dates.
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { FinanceRide } from '../../../domain/finance/finance-sums';
import type { TaxiRideStatus } from '../../../domain/courses/ride-status';
import type { Db } from '../../db/client';
import { courses, rides, segments, waypoints } from '../../db/course-schema';
import { companies, places } from '../../db/schema';

export interface FinanceFilter {
  transportCompanyId: number;
  companyId: number;
  statuses: readonly TaxiRideStatus[];
  from: Date | null;
  to: Date | null;
}

export interface FinanceReportRide extends FinanceRide {
  number: string;
  status: string;
  startsAt: Date | null;
}

/** Kilometres of a ride: its stored sum, else the sum of its segments (what the course list shows). */
const rideKm = sql<
  number | null
>`coalesce(${rides.distanceSum}, (select sum(${segments.distance}) from ${segments} where ${segments.rideId} = ${rides.id}))`;

export async function findFinanceRides(db: Db, filter: FinanceFilter): Promise<FinanceReportRide[]> {
  const rows = await db
    .select({
      rideId: rides.id,
      courseId: rides.courseId,
      number: rides.number,
      status: rides.status,
      startsAt: rides.startsAt,
      km: rideKm,
      waitingHours: courses.driverWaitingHours,
      highwayCost: courses.driverHighwayCost,
    })
    .from(rides)
    .innerJoin(courses, eq(courses.id, rides.courseId))
    .where(
      and(
        eq(courses.type, 'taxi'),
        eq(courses.contractorId, filter.transportCompanyId),
        eq(sql`coalesce(${rides.companyId}, ${courses.companyId})`, filter.companyId),
        inArray(rides.status, [...filter.statuses]),
        filter.from === null ? undefined : gte(rides.startsAt, filter.from),
        filter.to === null ? undefined : lte(rides.startsAt, filter.to),
      ),
    )
    .orderBy(asc(rides.startsAt), asc(rides.id));
  // PostgreSQL's sum of double precision comes back as text from some drivers.
  return rows.map((row) => ({ ...row, km: row.km === null ? null : Number(row.km) }));
}

/** The first and last place name of each ride (the report's 'Z' and 'Do'). */
export async function findRideEnds(
  db: Db,
  rideIds: readonly number[],
): Promise<Map<number, { from: string | null; to: string | null }>> {
  const ends = new Map<number, { from: string | null; to: string | null }>();
  if (rideIds.length === 0) return ends;
  const rows = await db
    .select({ rideId: waypoints.rideId, name: places.name })
    .from(waypoints)
    .leftJoin(places, eq(places.id, waypoints.placeId))
    .where(inArray(waypoints.rideId, [...rideIds]))
    .orderBy(asc(waypoints.rideId), asc(waypoints.position));
  for (const row of rows) {
    const known = ends.get(row.rideId);
    ends.set(row.rideId, { from: known ? known.from : row.name, to: row.name });
  }
  return ends;
}

/** The company's name, or null when there is no such company. */
export async function companyName(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, id));
  return row?.name ?? null;
}
