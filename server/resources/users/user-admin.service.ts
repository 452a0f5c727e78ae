/**
 * The 'Użytkownicy' calls: create, read, delete, and the account part of an edit. Every decision is
 * `domain/people/user-permissions.ts`, the one the page uses to show rows, buttons and role options.
 */
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../domain/auth/roles';
import type { UserView } from '../../../domain/contract/people.schema';
import { USER_ACCOUNT_MESSAGES } from '../../../domain/people/user-account.schema';
import type { UserCreateInput } from '../../../domain/people/user-account.schema';
import {
  USER_PERMISSION_MESSAGES,
  canAdministerUsers,
  canAssignCompany,
  companyKindViolations,
  canDeleteUser,
  canEditUser,
  canSeeUser,
  roleChangeViolations,
} from '../../../domain/people/user-permissions';
import type { AuthUser } from '../../auth/authenticate';
import { hashPassword } from '../../auth/password';
import { checkFreshness } from '../../http/versioning';
import type { Db, Tx } from '../../db/client';
import type { users } from '../../db/schema';
import { ApiError, ViolationError, forbidden, notFound } from '../../http/errors';
import type { Violation } from '../../http/errors';
import {
  USER_BLOCK_MESSAGES,
  insertUserBlock,
  replacePhones,
  replaceRoles,
  softDeleteUser,
} from '../accounts/user-block.repository';
import { usernameTaken } from './account-writes';
import { hotelViolations, writeHotels } from './user-hotels';
import { loadUserView } from './user.serializer';
import { findCompany, findUserById } from './users.repository';
import type { UserWithRoles } from './users.repository';

type Services = Pick<FastifyInstance, 'db'>;

/**
 * The account named by the path, as the caller may see it: one's own always; anyone else only for a
 * user who administers users (else 403), and only inside their tenant (else 404, as for a missing one).
 */
export async function userForCaller(db: Db, actor: AuthUser, id: number): Promise<UserWithRoles> {
  const self = actor.id === id;
  if (!self && !canAdministerUsers(actor)) throw forbidden();
  const user = await findUserById(db, id);
  if (!user || (!self && (!user.isActive || !canSeeUser(actor, user)))) throw notFound();
  return user;
}

async function view(db: Db, id: number): Promise<UserView> {
  const found = await loadUserView(db, id, null);
  if (!found) throw notFound();
  return found;
}

export async function getUser({ db }: Services, actor: AuthUser, id: number): Promise<UserView> {
  await userForCaller(db, actor, id);
  return view(db, id);
}

/** The company a write names: assignable by the actor and existing, else a violation on `company`. */
async function companyViolations(db: Db, actor: AuthUser, companyId: number | null): Promise<Violation[]> {
  if (!canAssignCompany(actor, companyId))
    return [{ propertyPath: 'company', message: USER_PERMISSION_MESSAGES.companyNotAllowed }];
  if (companyId !== null && !(await findCompany(db, companyId)))
    return [{ propertyPath: 'company', message: USER_ACCOUNT_MESSAGES.company }];
  return [];
}

/** The roles an account ends up with must fit the kind of company it ends up in (decision 223a). */
async function kindViolations(
  db: Db,
  roles: readonly Role[],
  companyId: number | null,
): Promise<Violation[]> {
  const company = await findCompany(db, companyId);
  return companyKindViolations(roles, company ?? null);
}

function throwIfAny(found: readonly Violation[]) {
  if (found.length > 0) throw new ViolationError([...found]);
}

export async function createUser(
  { db }: Services,
  actor: AuthUser,
  input: UserCreateInput,
): Promise<UserView> {
  if (!canAdministerUsers(actor)) throw forbidden();
  throwIfAny([
    ...(await companyViolations(db, actor, input.company)),
    ...roleChangeViolations(actor, null, [], input.roles),
  ]);
  throwIfAny(await kindViolations(db, input.roles, input.company));
  const id = await db.transaction((tx) =>
    insertUserBlock(tx, { ...input, companyId: input.company, roles: input.roles }),
  );
  return view(db, id);
}

export interface AccountChanges {
  username?: string;
  roles?: Role[];
  company?: number | null;
  password?: string;
  phones?: { id?: number; phone: string; main: boolean }[];
  email?: string;
  /** Hotel place ids of a ROLE_HOTEL account (row 604), the administrator's field only. */
  hotels?: number[];
}

/** The account fields of a PUT need the right to administer the account (not only one's own). */
export const touchesAccount = (input: AccountChanges) =>
  input.username !== undefined ||
  input.roles !== undefined ||
  input.company !== undefined ||
  (input.password !== undefined && input.password !== '') ||
  input.email === '';

/**
 * Checks the account part of `PUT /api/users/{id}` before anything is written: permission (403),
 * granted roles and company (422), unique username and e-mail (422).
 */
export async function checkAccountChanges(
  db: Db,
  actor: AuthUser,
  user: UserWithRoles,
  input: AccountChanges,
): Promise<void> {
  if (actor.id !== user.id && !canEditUser(actor, user)) throw forbidden();
  if (touchesAccount(input) && !canEditUser(actor, user)) throw forbidden();
  const found: Violation[] = await hotelViolations(db, actor, input.roles ?? user.roles, input.hotels);
  if (input.company !== undefined && input.company !== user.companyId)
    found.push(...(await companyViolations(db, actor, input.company)));
  if (input.roles !== undefined) found.push(...roleChangeViolations(actor, user, user.roles, input.roles));
  // Only a change is checked: an account the seed or an older rule left mismatched still saves its phones.
  if (found.length === 0 && (input.roles !== undefined || input.company !== undefined))
    found.push(...(await kindViolations(db, input.roles ?? user.roles, input.company ?? user.companyId)));
  if (input.password && actor.id === user.id)
    found.push({ propertyPath: 'password', message: USER_ACCOUNT_MESSAGES.ownPassword });
  if (input.username !== undefined && (await usernameTaken(db, input.username, user.id)))
    found.push({ propertyPath: 'username', message: USER_BLOCK_MESSAGES.usernameTaken });
  throwIfAny(found);
}

/** Writes the account part of a checked PUT inside its transaction. */
export async function writeAccountChanges(tx: Tx, userId: number, input: AccountChanges): Promise<void> {
  if (input.roles !== undefined) await replaceRoles(tx, userId, input.roles);
  if (input.phones !== undefined) await replacePhones(tx, userId, input.phones);
  await writeHotels(tx, userId, input.roles, input.hotels);
}

/** The users-row columns of the account part. */
export async function accountColumns(input: AccountChanges): Promise<Partial<typeof users.$inferInsert>> {
  const columns: Partial<typeof users.$inferInsert> = {};
  if (input.username !== undefined) columns.username = input.username;
  if (input.company !== undefined) columns.companyId = input.company;
  if (input.password) columns.passwordHash = await hashPassword(input.password);
  if (input.email === '') columns.email = null;
  return columns;
}

/** Soft delete: the account stops signing in and leaves the lists; courses keep its name. */
export async function deleteUser(
  { db }: Services,
  actor: AuthUser,
  id: number,
  ifMatch?: string,
): Promise<void> {
  const user = await userForCaller(db, actor, id);
  if (actor.id === id) throw new ApiError(403, USER_PERMISSION_MESSAGES.ownAccount);
  if (!canDeleteUser(actor, user)) throw forbidden();
  // A delete may omit the version; one that is sent is checked all the same (ADR 003).
  checkFreshness({ etagVersion: user.version, ifMatch, bodyVersion: undefined, required: false });
  await db.transaction((tx) => softDeleteUser(tx, id));
}
