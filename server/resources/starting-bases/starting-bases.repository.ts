/** Queries behind /api/starting_bases (issue 13; moved out of the fleet resource). */
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, startingBases } from '../../db/schema';
import { adminSearch } from '../../http/admin-list';
import type { CompanyScope } from '../companies/scope';
import type { Page } from '../../http/pagination';
import { paged } from '../../db/paged';

export interface StartingBaseFilters {
  companyId?: number | undefined;
  /** Name, address or company name contains it (folded, server/http/admin-list.ts). */
  search?: string | undefined;
  /** Newest first ('Bazy startowe'); else by name (the pickers). */
  idDescending?: boolean;
}

/** Readers see shared bases (no company) and those of their own or linked companies. */
export const startingBaseScopeWhere = (scope: CompanyScope): SQL | undefined =>
  scope.kind === 'all'
    ? undefined
    : scope.ids.length === 0
      ? isNull(startingBases.companyId)
      : or(isNull(startingBases.companyId), inArray(startingBases.companyId, scope.ids));

const withCompany = { base: startingBases, company: { id: companies.id, name: companies.name } };

export async function findStartingBasePage(
  db: Db,
  scope: CompanyScope,
  filters: StartingBaseFilters,
  page: Page,
) {
  const where = and(
    eq(startingBases.isActive, true),
    startingBaseScopeWhere(scope),
    filters.companyId === undefined ? undefined : eq(startingBases.companyId, filters.companyId),
    adminSearch(filters.search, [startingBases.name, startingBases.address, companies.name]),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(startingBases)
    .leftJoin(companies, eq(companies.id, startingBases.companyId))
    .where(where);
  const base = db
    .select(withCompany)
    .from(startingBases)
    .leftJoin(companies, eq(companies.id, startingBases.companyId))
    .where(where)
    .orderBy(
      ...(filters.idDescending ? [desc(startingBases.id)] : [asc(startingBases.name), asc(startingBases.id)]),
    )
    .offset(page.offset)
    .$dynamic();
  const rows = await paged(base, page);
  return { total: count?.n ?? 0, rows };
}

/** One base with its company, active or not (the service decides what a deleted one means). */
export async function findStartingBase(db: Db | Tx, id: number) {
  const [row] = await db
    .select(withCompany)
    .from(startingBases)
    .leftJoin(companies, eq(companies.id, startingBases.companyId))
    .where(eq(startingBases.id, id));
  return row;
}
export type StartingBaseWithCompany = NonNullable<Awaited<ReturnType<typeof findStartingBase>>>;

/** Whether the company exists and is a transport company (the only owners of bases). */
export async function isTransportCompany(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.isTransportCompany, true)));
  return row !== undefined;
}
