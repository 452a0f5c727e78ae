/** The query behind GET /api/users (the 'Dodane przez' filter, transfer search, 'Użytkownicy'). */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';
import { adminSearch } from '../../http/admin-list';
import type { CompanyScope } from '../companies/scope';
import type { Page } from '../../http/pagination';
import { fullName, scopeWhere } from '../accounts/accounts.repository';
import { paged } from '../../db/paged';

export interface UserFilters {
  /** Folded (readAdminList); matches name, username or e-mail. */
  search?: string;
  /** 'Użytkownicy' sorts by id descending; the 'Dodane przez' filter by name. */
  idDescending: boolean;
}

export async function findUserPage(db: Db, filters: UserFilters, scope: CompanyScope, page: Page) {
  const where = and(
    eq(users.isActive, true),
    scopeWhere(scope, users.companyId),
    adminSearch(filters.search, [fullName, users.username, users.email]),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  const rows = await paged(
    db
      .select({
        id: users.id,
        name: fullName,
        username: users.username,
        firstname: users.firstname,
        surname: users.surname,
        email: users.email,
        company: { id: companies.id, name: companies.name },
      })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(
        ...(filters.idDescending
          ? [desc(users.id)]
          : [asc(users.surname), asc(users.firstname), asc(users.id)]),
      )
      .offset(page.offset)
      .$dynamic(),
    page,
  );
  return { total: count?.n ?? 0, rows };
}
