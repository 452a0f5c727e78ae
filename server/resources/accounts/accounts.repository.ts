/**
 * Reads of the account block every person family shares (passengers, drivers, users): phones, roles,
 * and the name search, tenant filter and paging the person lists build on.
 */
import { asc, inArray, like, sql } from 'drizzle-orm';
import { normalizeRoles } from '../../../domain/auth/roles';
import type { Role } from '../../../domain/auth/roles';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { userPhones, userRoles, users } from '../../db/schema';
import { foldForSearch, foldedColumn, likeContains } from '../../http/query';
import type { CompanyScope } from '../companies/scope';

export const fullName = sql<string>`trim(${users.firstname} || ' ' || ${users.surname})`;

/** Name contains the term, case and diacritics ignored (first name, surname or both in order). */
export const nameMatches = (term: string) => like(foldedColumn(fullName), likeContains(foldForSearch(term)));

export const scopeWhere = (scope: CompanyScope, column: AnyPgColumn): SQL | undefined => {
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
