/**
 * Queries of driver absences. `absentOnAnyOf` is the SQL side of `isDriverAbsentOn`
 * (domain/people/driver-absence.ts): both days included; driver-absences.sql.test.ts proves them equal.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { AbsenceDays } from '../../../domain/people/driver-absence';
import type { Db, Tx } from '../../db/client';
import { driverAbsences } from '../../db/drivers-admin-schema';
import { companies, drivers, users } from '../../db/schema';
import { adminSearch } from '../../http/admin-list';
import type { CompanyScope } from '../companies/scope';
import type { Page } from '../../http/pagination';
import { paged } from '../../db/paged';

/** `exists (an absence of the driver in column covering one of days)`; days are 'YYYY-MM-DD'. */
export function absentOnAnyOf(driverId: AnyPgColumn, days: readonly string[]) {
  const covers = sql.join(
    days.map((day) => sql`(a.date_from <= ${day}::date and a.date_to >= ${day}::date)`),
    sql` or `,
  );
  return sql`exists (select 1 from driver_absences a where a.driver_id = ${driverId} and (${covers}))`;
}

/** The absences of one driver that touch any of `days` (the course write check). */
export async function absencesOn(
  db: Db | Tx,
  driverId: number,
  days: readonly string[],
): Promise<AbsenceDays[]> {
  if (days.length === 0) return [];
  const sorted = [...days].sort();
  return db
    .select({ dateFrom: driverAbsences.dateFrom, dateTo: driverAbsences.dateTo })
    .from(driverAbsences)
    .where(
      and(
        eq(driverAbsences.driverId, driverId),
        sql`${driverAbsences.dateFrom} <= ${sorted[sorted.length - 1]}::date`,
        sql`${driverAbsences.dateTo} >= ${sorted[0]}::date`,
      ),
    );
}

const fullName = sql<string>`trim(${users.firstname} || ' ' || ${users.surname})`;
const transport = alias(companies, 'transport_company');

const absenceColumns = {
  id: driverAbsences.id,
  dateFrom: driverAbsences.dateFrom,
  dateTo: driverAbsences.dateTo,
  driver: { id: drivers.id, name: fullName },
  transportCompanyId: drivers.transportCompanyId,
  transportCompany: { id: transport.id, name: transport.name },
};

export interface AbsenceFilters {
  driverId?: number;
  search?: string;
}

/** Absences of drivers within `scope` (by their transport company), newest first. */
export async function findAbsencePage(db: Db, filters: AbsenceFilters, scope: CompanyScope, page: Page) {
  const where = and(
    scope.kind === 'all'
      ? undefined
      : scope.ids.length === 0
        ? sql`false`
        : inArray(drivers.transportCompanyId, scope.ids),
    filters.driverId === undefined ? undefined : eq(driverAbsences.driverId, filters.driverId),
    adminSearch(filters.search, [fullName]),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(driverAbsences)
    .innerJoin(drivers, eq(drivers.id, driverAbsences.driverId))
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(where);
  const query = db
    .select(absenceColumns)
    .from(driverAbsences)
    .innerJoin(drivers, eq(drivers.id, driverAbsences.driverId))
    .innerJoin(users, eq(users.id, drivers.userId))
    .leftJoin(transport, eq(transport.id, drivers.transportCompanyId))
    .where(where)
    .orderBy(desc(driverAbsences.id))
    .offset(page.offset)
    .$dynamic();
  const rows = await paged(query, page);
  return { total: count?.n ?? 0, rows };
}

export type AbsenceRow = Awaited<ReturnType<typeof findAbsencePage>>['rows'][number];

export async function findAbsence(db: Db | Tx, id: number): Promise<AbsenceRow | undefined> {
  const [row] = await db
    .select(absenceColumns)
    .from(driverAbsences)
    .innerJoin(drivers, eq(drivers.id, driverAbsences.driverId))
    .innerJoin(users, eq(users.id, drivers.userId))
    .leftJoin(transport, eq(transport.id, drivers.transportCompanyId))
    .where(eq(driverAbsences.id, id));
  return row;
}
