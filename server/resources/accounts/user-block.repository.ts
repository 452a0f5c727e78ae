/**
 * Writes the person block shared by passengers, drivers and users (domain/people/user-block.schema.ts):
 * the `users` row, its roles and its phones, inside the caller's transaction. Passenger, driver and user
 * routes all create and edit people through here, so a person is stored one way.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { normalizeRoles, type Role } from '../../../domain/auth/roles';
import { foldForSearch } from '../../http/query';
import type { PhoneEntry, UserBlockInput } from '../../../domain/people/user-block.schema';
import { userPhones, userRoles, users } from '../../db/schema';
import type { Tx } from '../../db/client';
import { hashPassword } from '../../auth/password';
import { ViolationError } from '../../http/errors';
import { bumpVersion } from '../../http/versioning';

export const USER_BLOCK_MESSAGES = {
  emailTaken: 'Ten adres e-mail jest już używany',
  usernameTaken: 'Ta nazwa użytkownika jest już zajęta',
} as const;

export interface NewUserBlock extends UserBlockInput {
  companyId: number | null;
  roles: readonly Role[];
  employeeGroupId?: number | null;
  /** A login name; derived from the name ('jan.nowak', 'jan.nowak2'...) when not given. */
  username?: string;
  /**
   * Without one the account has no usable password: the person sets one through 'Nie pamiętasz
   * hasła?' with their e-mail or phone (docs/spec-decisions.md).
   */
  password?: string;
}

/** A stored hash no password matches (verifyPassword refuses anything not `scrypt$...`). */
const NO_PASSWORD = () => `none$${randomBytes(12).toString('base64url')}`;

async function assertEmailFree(tx: Tx, email: string, exceptUserId?: number) {
  if (email === '') return;
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  if (taken) throw new ViolationError([{ propertyPath: 'email', message: USER_BLOCK_MESSAGES.emailTaken }]);
}

async function usernameTaken(tx: Tx, username: string): Promise<boolean> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return taken !== undefined;
}

/** 'Żaneta Wójcik-Nowak' -> 'zaneta.wojcik-nowak', then a free one with a number when taken. */
async function freeUsername(tx: Tx, firstname: string, surname: string): Promise<string> {
  const slug = (text: string) => foldForSearch(text).replace(/[^a-z0-9-]+/g, '');
  const base = [slug(firstname), slug(surname)].filter(Boolean).join('.') || 'uzytkownik';
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}${suffix}`;
    if (!(await usernameTaken(tx, candidate))) return candidate;
  }
}

/** Creates the person; returns the new user's id. E-mail and username clashes are 422 violations. */
export async function insertUserBlock(tx: Tx, input: NewUserBlock): Promise<number> {
  await assertEmailFree(tx, input.email);
  if (input.username !== undefined && (await usernameTaken(tx, input.username)))
    throw new ViolationError([{ propertyPath: 'username', message: USER_BLOCK_MESSAGES.usernameTaken }]);
  const username = input.username ?? (await freeUsername(tx, input.firstname, input.surname));
  const passwordHash = input.password === undefined ? NO_PASSWORD() : await hashPassword(input.password);
  const [row] = await tx
    .insert(users)
    .values({
      username,
      passwordHash,
      firstname: input.firstname,
      surname: input.surname,
      email: input.email === '' ? null : input.email,
      companyId: input.companyId,
      employeeGroupId: input.employeeGroupId ?? null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  await tx.insert(userRoles).values(normalizeRoles(input.roles).map((role) => ({ userId: row.id, role })));
  await replacePhones(tx, row.id, input.phones);
  return row.id;
}

/**
 * Updates names, e-mail and phones and bumps the user's version. Phones keep their ids (and so their
 * `/api/user_phones/{id}`) when the entry names one of this user's phones; the rest are new.
 */
export async function updateUserBlock(tx: Tx, userId: number, input: UserBlockInput): Promise<void> {
  await assertEmailFree(tx, input.email, userId);
  await tx
    .update(users)
    .set({
      firstname: input.firstname,
      surname: input.surname,
      email: input.email === '' ? null : input.email,
      updatedAt: new Date(),
      version: bumpVersion(users.version),
    })
    .where(eq(users.id, userId));
  await replacePhones(tx, userId, input.phones);
}

/**
 * Updates the names only: a passenger or driver form of a caller who is not the account's user
 * administrator leaves the account's e-mail and phones as stored (issue 29, row 591).
 */
export async function updatePersonNames(
  tx: Tx,
  userId: number,
  input: Pick<UserBlockInput, 'firstname' | 'surname'>,
): Promise<void> {
  await tx
    .update(users)
    .set({
      firstname: input.firstname,
      surname: input.surname,
      updatedAt: new Date(),
      version: bumpVersion(users.version),
    })
    .where(eq(users.id, userId));
}

/** Replaces the user's roles (user administration). */
export async function replaceRoles(tx: Tx, userId: number, roles: readonly Role[]): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values(normalizeRoles(roles).map((role) => ({ userId, role })));
}

// Exported for the account part of `PUT /api/users/{id}` (phones without the rest of the block).
export async function replacePhones(tx: Tx, userId: number, phones: readonly PhoneEntry[]): Promise<void> {
  const existing = await tx
    .select({ id: userPhones.id })
    .from(userPhones)
    .where(eq(userPhones.userId, userId));
  const own = new Set(existing.map((row) => row.id));
  const kept = phones.flatMap((entry) => (entry.id !== undefined && own.has(entry.id) ? [entry.id] : []));
  await tx
    .delete(userPhones)
    .where(and(eq(userPhones.userId, userId), kept.length > 0 ? notInArray(userPhones.id, kept) : undefined));
  for (const entry of phones) {
    if (entry.id !== undefined && own.has(entry.id)) {
      await tx
        .update(userPhones)
        .set({ phone: entry.phone, main: entry.main })
        .where(and(eq(userPhones.id, entry.id), eq(userPhones.userId, userId)));
    } else {
      await tx.insert(userPhones).values({ userId, phone: entry.phone, main: entry.main });
    }
  }
}

/**
 * Soft delete (§4 history): the account can no longer sign in or be picked, but courses keep the
 * person's name because the row stays. Refresh tokens die with it.
 */
export async function softDeleteUser(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ isActive: false, updatedAt: new Date(), version: bumpVersion(users.version) })
    .where(eq(users.id, userId));
}
