/** The query behind GET /api/passengers (the pickers and the 'Pasażerowie' list). */
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, employeeGroups, passengers, places, users } from '../../db/schema';
import { adminSearch } from '../../http/admin-list';
import type { CompanyScope } from '../companies/scope';
import type { Page } from '../../http/pagination';
import { fullName, nameMatches, scopeWhere } from '../accounts/accounts.repository';
import { paged } from '../../db/paged';

export interface PassengerFilters {
  companyId?: number;
  search?: string;
  /** `order[id]=desc`: the administration list's order (newest first); else by name for pickers. */
  newestFirst?: boolean;
}

export async function findPassengerPage(db: Db, filters: PassengerFilters, scope: CompanyScope, page: Page) {
  const where = and(
    eq(users.isActive, true),
    scopeWhere(scope, users.companyId),
    filters.companyId === undefined ? undefined : eq(users.companyId, filters.companyId),
    filters.search === undefined
      ? undefined
      : or(nameMatches(filters.search), adminSearch(filters.search, [users.email])),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passengers)
    .innerJoin(users, eq(users.id, passengers.userId))
    .where(where);
  const rows = await paged(
    db
      .select({
        id: passengers.id,
        userId: users.id,
        name: fullName,
        company: { id: companies.id, name: companies.name },
        home: { id: places.id, name: places.name, address: places.address },
        email: users.email,
        employeeGroup: { id: employeeGroups.id, name: employeeGroups.name },
      })
      .from(passengers)
      .innerJoin(users, eq(users.id, passengers.userId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(places, eq(places.id, users.homePlaceId))
      .leftJoin(employeeGroups, eq(employeeGroups.id, passengers.employeeGroupId))
      .where(where)
      .orderBy(
        ...(filters.newestFirst
          ? [desc(passengers.id)]
          : [asc(users.surname), asc(users.firstname), asc(passengers.id)]),
      )
      .offset(page.offset)
      .$dynamic(),
    page,
  );
  return { total: count?.n ?? 0, rows };
}
