/**
 * The login account behind a passenger or driver, and what their forms may write of it
 * (domain/people/account-fields.ts; issue 29 item 2): the rule is taken there, the facts read here.
 */
import { eq } from 'drizzle-orm';
import type { Role } from '../../../domain/auth/roles';
import {
  accountFieldFlags,
  companyChangeRefusal,
  mayEditAccountFields,
  type AccountFieldFlags,
} from '../../../domain/people/account-fields';
import type { UserTarget } from '../../../domain/people/user-permissions';
import type { AuthUser } from '../../auth/authenticate';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { revokeAllOf } from '../../auth/refresh-tokens.repository';
import { rolesOfUsers } from './accounts.repository';

export async function accountOf(db: Db, userId: number): Promise<UserTarget> {
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  const roles = (await rolesOfUsers(db, [userId])).get(userId) ?? ['ROLE_DEFAULT'];
  return { id: userId, companyId: row?.companyId ?? null, roles };
}

/** The item answer's flags for this caller (row 597): the form shows as fields what PUT writes. */
export async function accountFlagsOf(
  db: Db,
  actor: AuthUser,
  userId: number,
  formRoles: readonly Role[],
): Promise<AccountFieldFlags> {
  return accountFieldFlags(actor, await accountOf(db, userId), formRoles);
}

/**
 * Checks a form's write of the account: 403 (Polish message) for a company change the caller may not
 * make; answers whether the e-mail and phones of the body are to be written (else they are ignored).
 */
export function accountWrite(
  actor: AuthUser,
  account: UserTarget,
  formRoles: readonly Role[],
  companyId: number | null,
): { contacts: boolean; moves: boolean } {
  const refusal = companyChangeRefusal(actor, account, formRoles, companyId);
  if (refusal !== null) throw new ApiError(403, refusal);
  return { contacts: mayEditAccountFields(actor, account), moves: companyId !== account.companyId };
}

/** A moved account signs in again: its sessions were opened for the old company (row 592). */
export async function moveAccount(tx: Tx, userId: number, companyId: number | null): Promise<void> {
  await tx.update(users).set({ companyId }).where(eq(users.id, userId));
  await revokeAllOf(tx, userId);
}
