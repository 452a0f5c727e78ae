/** Queries behind /api/locomotives. */
import { and, asc, desc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, locomotives } from '../../db/schema';
import { adminSearch } from '../../http/admin-list';
import { foldForSearch, foldedColumn, likeContains } from '../../http/query';
import type { Page } from '../../http/pagination';
import type { CompanyScope } from '../companies/scope';
import { paged } from '../../db/paged';

export interface LocomotiveFilters {
  companyId?: number;
  sideNumber?: string;
  /** Side number or company name contains it (folded, server/http/admin-list.ts). */
  search?: string;
  /** Newest first (the 'Lokomotywy' list); else by side number (the pickers). */
  idDescending?: boolean;
}

const locomotiveScope = (scope: CompanyScope): SQL | undefined => {
  if (scope.kind === 'all') return undefined;
  return scope.ids.length === 0 ? sql`false` : inArray(locomotives.companyId, scope.ids);
};

const withCompany = { locomotive: locomotives, company: { id: companies.id, name: companies.name } };

export async function findLocomotivePage(
  db: Db,
  filters: LocomotiveFilters,
  scope: CompanyScope,
  page: Page,
) {
  const where = and(
    locomotiveScope(scope),
    filters.companyId === undefined ? undefined : eq(locomotives.companyId, filters.companyId),
    filters.sideNumber === undefined
      ? undefined
      : like(foldedColumn(locomotives.sideNumber), likeContains(foldForSearch(filters.sideNumber))),
    adminSearch(filters.search, [locomotives.sideNumber, companies.name]),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(locomotives)
    .leftJoin(companies, eq(companies.id, locomotives.companyId))
    .where(where);
  const base = db
    .select(withCompany)
    .from(locomotives)
    .leftJoin(companies, eq(companies.id, locomotives.companyId))
    .where(where)
    .orderBy(
      ...(filters.idDescending ? [desc(locomotives.id)] : [asc(locomotives.sideNumber), asc(locomotives.id)]),
    )
    .offset(page.offset)
    .$dynamic();
  const rows = await paged(base, page);
  return { total: count?.n ?? 0, rows };
}

export async function findLocomotive(db: Db, id: number) {
  const [row] = await db
    .select(withCompany)
    .from(locomotives)
    .leftJoin(companies, eq(companies.id, locomotives.companyId))
    .where(eq(locomotives.id, id));
  return row;
}
export type LocomotiveWithCompany = NonNullable<Awaited<ReturnType<typeof findLocomotive>>>;

/** Whether the company already has a locomotive of that side number (case and spaces ignored). */
export async function sideNumberTaken(db: Db, companyId: number, sideNumber: string, exceptId?: number) {
  const [row] = await db
    .select({ id: locomotives.id })
    .from(locomotives)
    .where(
      and(
        eq(locomotives.companyId, companyId),
        sql`lower(trim(${locomotives.sideNumber})) = ${sideNumber.trim().toLowerCase()}`,
        exceptId === undefined ? undefined : ne(locomotives.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function companyExists(db: Db, id: number) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return row !== undefined;
}
