/** Queries behind /api/drivers (the course form's picker and the 'Kierowcy' list). */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { companies, drivers, startingBases, userPhones, users } from '../../db/schema';
import { adminSearch } from '../../http/admin-list';
import type { CompanyScope } from '../companies/scope';
import type { Page } from '../../http/pagination';
import { absentOnAnyOf } from './driver-absences.repository';
import { paged } from '../../db/paged';

const fullName = sql<string>`trim(${users.firstname} || ' ' || ${users.surname})`;

export interface DriverFilters {
  transportCompanyId?: number;
  search?: string;
  /** Leave out drivers absent on any of these Warsaw days (the course form's ride days). */
  availableOn?: readonly string[];
  /** The administration list's `order[id]=desc`; else by name (the pickers). */
  newestFirst?: boolean;
}

const scopeWhere = (scope: CompanyScope): SQL | undefined => {
  if (scope.kind === 'all') return undefined;
  return scope.ids.length === 0 ? sql`false` : inArray(drivers.transportCompanyId, scope.ids);
};

const transport = alias(companies, 'transport_company');

const driverColumns = {
  id: drivers.id,
  userId: users.id,
  name: fullName,
  firstname: users.firstname,
  surname: users.surname,
  email: users.email,
  employedSince: drivers.employedSince,
  version: drivers.version,
  transportCompanyId: drivers.transportCompanyId,
  transportCompany: { id: transport.id, name: transport.name },
  startingBase: { id: startingBases.id, name: startingBases.name },
};

/** Active drivers within `scope` matching `filters`, one page, with the total. */
export async function findDriverPage(db: Db, filters: DriverFilters, scope: CompanyScope, page: Page) {
  const where = and(
    eq(users.isActive, true),
    scopeWhere(scope),
    filters.transportCompanyId === undefined
      ? undefined
      : eq(drivers.transportCompanyId, filters.transportCompanyId),
    adminSearch(filters.search, [fullName]),
    filters.availableOn === undefined || filters.availableOn.length === 0
      ? undefined
      : sql`not ${absentOnAnyOf(drivers.id, filters.availableOn)}`,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(where);
  const query = db
    .select(driverColumns)
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .leftJoin(transport, eq(transport.id, drivers.transportCompanyId))
    .leftJoin(startingBases, eq(startingBases.id, drivers.startingBaseId))
    .where(where)
    .orderBy(
      ...(filters.newestFirst
        ? [desc(drivers.id)]
        : [asc(users.surname), asc(users.firstname), asc(drivers.id)]),
    )
    .offset(page.offset)
    .$dynamic();
  const rows = await paged(query, page);
  return { total: count?.n ?? 0, rows };
}

export type DriverRow = Awaited<ReturnType<typeof findDriverPage>>['rows'][number];

/** One driver (active or not) with their phones, or undefined. */
export async function findDriver(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ ...driverColumns, userActive: users.isActive })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .leftJoin(transport, eq(transport.id, drivers.transportCompanyId))
    .leftJoin(startingBases, eq(startingBases.id, drivers.startingBaseId))
    .where(eq(drivers.id, id));
  if (!row) return undefined;
  const phones = await db
    .select({ id: userPhones.id, phone: userPhones.phone, main: userPhones.main })
    .from(userPhones)
    .where(eq(userPhones.userId, row.userId))
    .orderBy(asc(userPhones.id));
  return { ...row, phones };
}

export type DriverDetails = NonNullable<Awaited<ReturnType<typeof findDriver>>>;

/** The starting base's company (null for a shared base), or undefined when there is no active base. */
export async function startingBaseCompany(db: Db | Tx, id: number): Promise<number | null | undefined> {
  const [row] = await db
    .select({ companyId: startingBases.companyId })
    .from(startingBases)
    .where(and(eq(startingBases.id, id), eq(startingBases.isActive, true)));
  return row === undefined ? undefined : row.companyId;
}

/** Whether the company exists and is a transport company. */
export async function isTransportCompany(db: Db | Tx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.isTransportCompany, true)));
  return row !== undefined;
}
