/** Queries behind /api/passenger_changes: a register row with its course and the people it names. */
import { and, desc, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { courses, rides } from '../../db/course-schema';
import { passengerChanges } from '../../db/passenger-changes-schema';
import { passengers, users } from '../../db/schema';
import type { Pagination } from '../../http/pagination';
import { foldForSearch, foldedColumn, likeContains } from '../../http/query';
import { paged } from '../../db/paged';

const rider = alias(users, 'pc_rider');
const reporter = alias(users, 'pc_reporter');
const realizer = alias(users, 'pc_realizer');

/** The course's number as the list shows it: its first ride's. */
const courseNumber = sql<
  string | null
>`(select ${rides.number} from ${rides} where ${rides.courseId} = ${courses.id} order by ${rides.position} limit 1)`;

const joined = (db: Db) =>
  db
    .select({
      change: passengerChanges,
      course: { id: courses.id, type: courses.type, number: courseNumber },
      passenger: { id: passengers.id, firstname: rider.firstname, surname: rider.surname },
      reporter: { id: reporter.id, firstname: reporter.firstname, surname: reporter.surname },
      realizer: { id: realizer.id, firstname: realizer.firstname, surname: realizer.surname },
    })
    .from(passengerChanges)
    .innerJoin(courses, eq(courses.id, passengerChanges.courseId))
    .innerJoin(passengers, eq(passengers.id, passengerChanges.passengerId))
    .innerJoin(rider, eq(rider.id, passengers.userId))
    .leftJoin(reporter, eq(reporter.id, passengerChanges.reportingUserId))
    .leftJoin(realizer, eq(realizer.id, passengerChanges.realizedById));

export type PassengerChangeRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export interface PassengerChangeFilters {
  /** Polish calendar days, inclusive. */
  from: string | null;
  to: string | null;
  courseId: number | undefined;
  realized: boolean | undefined;
  /** Part of the passenger's name or of the course's number, accents folded. */
  search: string | undefined;
}

const TIME_ZONE = 'Europe/Warsaw';
const dayStart = (date: string) => sql`(${date}::date::timestamp at time zone ${TIME_ZONE})`;
const nextDayStart = (date: string) => sql`((${date}::date + 1)::timestamp at time zone ${TIME_ZONE})`;

function searchCondition(term: string): SQL | undefined {
  const pattern = likeContains(foldForSearch(term));
  return or(
    sql`${foldedColumn(sql`${rider.firstname} || ' ' || ${rider.surname}`)} like ${pattern}`,
    sql`${foldedColumn(courseNumber)} like ${pattern}`,
  );
}

/** The filters as SQL, within `visible` (the reader's courses). */
export function changesWhere(visible: SQL | undefined, filters: PassengerChangeFilters): SQL | undefined {
  return and(
    visible,
    filters.from === null ? undefined : gte(passengerChanges.createdAt, dayStart(filters.from)),
    filters.to === null ? undefined : lt(passengerChanges.createdAt, nextDayStart(filters.to)),
    filters.courseId === undefined ? undefined : eq(passengerChanges.courseId, filters.courseId),
    filters.search === undefined ? undefined : searchCondition(filters.search),
    filters.realized === undefined
      ? undefined
      : filters.realized
        ? isNotNull(passengerChanges.realizedById)
        : isNull(passengerChanges.realizedById),
  );
}

/** Newest first (row 555). */
export async function findChangePage(db: Db, where: SQL | undefined, page: Pagination) {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passengerChanges)
    .innerJoin(courses, eq(courses.id, passengerChanges.courseId))
    .innerJoin(passengers, eq(passengers.id, passengerChanges.passengerId))
    .innerJoin(rider, eq(rider.id, passengers.userId))
    .where(where);
  const base = joined(db)
    .where(where)
    .orderBy(desc(passengerChanges.createdAt), desc(passengerChanges.id))
    .offset(page.offset)
    .$dynamic();
  const rows = await paged(base, page);
  return { total: count?.n ?? 0, rows };
}

export async function findChange(db: Db, id: number, visible?: SQL): Promise<PassengerChangeRow | undefined> {
  const [row] = await joined(db).where(and(eq(passengerChanges.id, id), visible));
  return row;
}
