/**
 * Reads of the kilometer settlement: kilometer rides with their course's parties, the report, the
 * computed kilometres and the employee's group (for the stake), one statement for one ride or a month.
 */
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { courses, rides, segments } from '../../db/course-schema';
import { kilometerReports } from '../../db/kilometer-settlement-schema';
import { companies, passengers, stakes, users } from '../../db/schema';

const employee = alias(users, 'employee');
const employeePassenger = alias(passengers, 'employee_passenger');

/** Kilometer rides matching `where`, ordered by start, with everything their settlement shows. */
export function selectKilometerRides(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      ride: {
        id: rides.id,
        courseId: rides.courseId,
        number: rides.number,
        status: rides.status,
        startsAt: rides.startsAt,
        createdAt: rides.createdAt,
        version: rides.version,
      },
      course: {
        companyId: courses.companyId,
        createdById: courses.createdById,
        driverId: courses.driverId,
      },
      company: { id: companies.id, name: companies.name },
      employee: {
        id: employee.id,
        username: employee.username,
        firstname: employee.firstname,
        surname: employee.surname,
      },
      // The passenger record's group first (what administration keeps), else the user's.
      employeeGroupId: sql<
        number | null
      >`coalesce(${employeePassenger.employeeGroupId}, ${employee.employeeGroupId})`,
      computedDistance: sql<
        number | null
      >`(select sum(${segments.distance}) from ${segments} where ${segments.rideId} = ${rides.id})`,
      report: kilometerReports,
    })
    .from(rides)
    .innerJoin(courses, eq(courses.id, rides.courseId))
    .innerJoin(companies, eq(companies.id, courses.companyId))
    .leftJoin(employee, eq(employee.id, courses.createdById))
    .leftJoin(employeePassenger, eq(employeePassenger.userId, employee.id))
    .leftJoin(kilometerReports, eq(kilometerReports.rideId, rides.id))
    .where(and(eq(rides.type, 'kilometer'), where))
    .orderBy(asc(rides.startsAt), asc(rides.id));
}

export type KilometerRideRow = Awaited<ReturnType<typeof selectKilometerRides>>[number];

export async function findKilometerRide(db: Db | Tx, rideId: number): Promise<KilometerRideRow | undefined> {
  const [row] = await selectKilometerRides(db, eq(rides.id, rideId));
  return row;
}

/** The month's kilometer rides (first stop in [from, until)) matching `where`. */
export function findMonthRides(db: Db, range: { from: Date; until: Date }, where: SQL | undefined) {
  return selectKilometerRides(
    db,
    and(gte(rides.startsAt, range.from), lt(rides.startsAt, range.until), where),
  );
}

/** The stakes of the employee groups, per group id. */
export async function groupStakes(db: Db | Tx, groupIds: readonly number[]) {
  const byGroup = new Map<
    number,
    { id: number; kilometerRate: number; waitHourRate: number; validFrom: string }[]
  >();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select({
      groupId: stakes.employeeGroupId,
      id: stakes.id,
      kilometerRate: stakes.kilometerRate,
      waitHourRate: stakes.waitHourRate,
      validFrom: stakes.validFrom,
    })
    .from(stakes)
    .where(inArray(stakes.employeeGroupId, [...new Set(groupIds)]));
  for (const { groupId, ...stake } of rows) {
    if (groupId === null) continue;
    byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), stake]);
  }
  return byGroup;
}

/** The kilometer ride's course id, or undefined (visibility is checked before anything is locked). */
export async function findKilometerRideCourseId(db: Db, rideId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ courseId: rides.courseId })
    .from(rides)
    .where(and(eq(rides.id, rideId), eq(rides.type, 'kilometer')));
  return row?.courseId;
}
