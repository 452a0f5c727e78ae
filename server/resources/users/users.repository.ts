import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { normalizeRoles } from '../../../domain/auth/roles';
import type { Role } from '../../../domain/auth/roles';
import { MAX_ROW_ID } from '../../../domain/contract/iri';
import type { Db } from '../../db/client';
import { companies, userPhones, userRoles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserWithRoles = UserRow & { roles: Role[] };

export async function rolesOf(db: Db, userId: number): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return normalizeRoles(rows.map((row) => row.role));
}

async function withRoles(db: Db, row: UserRow | undefined): Promise<UserWithRoles | undefined> {
  return row ? { ...row, roles: await rolesOf(db, row.id) } : undefined;
}

export async function findUserById(db: Db, id: number): Promise<UserWithRoles | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ROW_ID) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return withRoles(db, row);
}

/** Usernames are unique case-insensitively. */
export async function findUserByUsername(db: Db, username: string): Promise<UserWithRoles | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return withRoles(db, row);
}

export async function findActiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email}) and ${users.isActive}`);
  return row;
}

/** How many accounts one phone's reset SMS serves at most (row 896): a bound on what a copier adds. */
export const PHONE_RESET_ACCOUNTS = 5;

/**
 * The active accounts that list the phone, matching `600100200` against stored phones written with
 * spaces, dashes or a +48 prefix: those where it is the main phone first, then the oldest. Phones are
 * not unique, and any company may write a number on its own people, so a reset by phone must reach
 * every account holding it, not one picked among them (row 896).
 */
export async function findActiveUsersByPhone(db: Db, phone: string): Promise<UserRow[]> {
  const digits = sql`regexp_replace(${userPhones.phone}, '[^0-9]', '', 'g')`;
  const rows = await db
    .select({ user: users, main: userPhones.main })
    .from(userPhones)
    .innerJoin(users, eq(users.id, userPhones.userId))
    .where(sql`(${digits} = ${phone} or ${digits} = ${'48' + phone}) and ${users.isActive}`)
    .orderBy(desc(userPhones.main), asc(users.id));
  const byId = new Map(rows.map((row) => [row.user.id, row.user]));
  return [...byId.values()].slice(0, PHONE_RESET_ACCOUNTS);
}

export async function findCompany(db: Db, id: number | null) {
  if (id === null) return undefined;
  const [row] = await db
    .select({ id: companies.id, name: companies.name, isTransportCompany: companies.isTransportCompany })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

export async function phonesOf(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(userPhones)
    .where(inArray(userPhones.userId, [...userIds]))
    .orderBy(desc(userPhones.main), asc(userPhones.id));
}
