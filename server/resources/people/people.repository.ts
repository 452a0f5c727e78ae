/** Queries behind /api/passengers and /api/users (drivers: server/resources/drivers/). */
import { and, asc, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import { normalizeRoles } from '../../../domain/auth/roles';
import type { Role } from '../../../domain/auth/roles';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies, employeeGroups, passengers, places, userPhones, userRoles, users } from '../../db/schema';
import { adminSearch } from '../../http/admin-list';
import { foldForSearch, foldedColumn, likeContains } from '../../http/query';
import type { CompanyScope } from '../companies/scope';

export interface Page {
  limit: number | undefined;
  offset: number;
}

const fullName = sql<string>`trim(${users.firstname} || ' ' || ${users.surname})`;

/** Name contains the term, case and diacritics ignored (first name, surname or both in order). */
const nameMatches = (term: string) => like(foldedColumn(fullName), likeContains(foldForSearch(term)));

const scopeWhere = (scope: CompanyScope, column: AnyPgColumn): SQL | undefined => {
  if (scope.kind === 'all') return undefined;
  return scope.ids.length === 0 ? sql`false` : inArray(column, scope.ids);
};

/** The main phone of each user (else any one), keyed by user id. */
export async function mainPhones(db: Db, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(userPhones)
    .where(inArray(userPhones.userId, [...userIds]))
    .orderBy(asc(userPhones.id));
  const phones = new Map<number, string>();
  for (const row of rows) if (row.main || !phones.has(row.userId)) phones.set(row.userId, row.phone);
  // A main phone listed after another one still wins.
  for (const row of rows) if (row.main) phones.set(row.userId, row.phone);
  return phones;
}

async function paged<T>(
  query: { limit(n: number): Promise<T[]> } & PromiseLike<T[]>,
  page: Page,
): Promise<T[]> {
  return page.limit === undefined ? await query : await query.limit(page.limit);
}

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

/** Every phone of each user, default first, with ids (the edit dialogs; one query). */
export async function phonesOf(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return new Map<number, { id: number; phone: string; main: boolean }[]>();
  const rows = await db
    .select({ id: userPhones.id, userId: userPhones.userId, phone: userPhones.phone, main: userPhones.main })
    .from(userPhones)
    .where(inArray(userPhones.userId, [...userIds]))
    .orderBy(sql`${userPhones.main} desc`, userPhones.id);
  const byUser = new Map<number, { id: number; phone: string; main: boolean }[]>();
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ id: row.id, phone: row.phone, main: row.main });
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** The roles of each user (ROLE_DEFAULT included), keyed by user id. */
export async function rolesOfUsers(db: Db, userIds: readonly number[]): Promise<Map<number, Role[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(userRoles)
    .where(inArray(userRoles.userId, [...userIds]));
  const raw = new Map<number, string[]>();
  for (const row of rows) raw.set(row.userId, [...(raw.get(row.userId) ?? []), row.role]);
  return new Map(userIds.map((id) => [id, normalizeRoles(raw.get(id) ?? [])]));
}
