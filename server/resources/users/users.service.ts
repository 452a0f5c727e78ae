import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../domain/auth/auth.schema';
import { PUSH_MESSAGES } from '../../../domain/push/push-subscription';
import type { AuthUser } from '../../auth/authenticate';
import { hashPassword, verifyPassword } from '../../auth/password';
import { recordAudit, type RequestOrigin } from '../../audit/audit-log';
import type { Role } from '../../../domain/auth/roles';
import { users } from '../../db/schema';
import { ApiError, ViolationError, notFound } from '../../http/errors';
import { checkFreshness, bumpVersion } from '../../http/versioning';
import { HTTP_MESSAGES } from '../../http/messages';
import { loadUserView } from './user.serializer';
import { removeAllDevices, saveDevice } from '../../push/push-devices.repository';
import type { UserView } from '../../../domain/contract/people.schema';
import {
  accountColumns,
  checkAccountChanges,
  userForCaller,
  writeAccountChanges,
} from './user-admin.service';
import { homePlaceOf } from './user-home';
import { USER_MESSAGES } from './user.input';
import type { UserUpdateInput } from './user.input';

type Services = Pick<FastifyInstance, 'db'>;

const impersonatorFor = (actor: AuthUser, userId: number) =>
  actor.id === userId ? actor.impersonator : null;

/** The roles a user was given, as a sorted list without the implied ROLE_DEFAULT. */
const granted = (roles: readonly Role[]) => roles.filter((role) => role !== 'ROLE_DEFAULT').sort();

/** Null when `after` grants what `before` did; else the before/after of the audit entry. */
function roleChange(before: readonly Role[], after: readonly Role[] | undefined) {
  if (after === undefined) return null;
  const change = { before: granted(before), after: granted(after) };
  return change.before.join() === change.after.join() ? null : change;
}

export async function getCurrentUser({ db }: Services, actor: AuthUser): Promise<UserView> {
  const view = await loadUserView(db, actor.id, actor.impersonator);
  if (!view) throw notFound();
  return view;
}

/**
 * Updates name, e-mail, password or device token (one's own account settings) and, for a user who
 * administers the account ('Użytkownicy'), username, phones, roles, company and a new password.
 * A stale `version` is a 409, a stale `If-Match` a 412; a write that lost the race with another one
 * is a 409 too, never a silent overwrite.
 */
export async function updateUser(
  { db }: Services,
  actor: AuthUser,
  id: number,
  input: UserUpdateInput,
  ifMatch: string | undefined,
  origin: RequestOrigin,
): Promise<UserView> {
  const user = await userForCaller(db, actor, id);
  // The token says which browser gets the user's notices: only the user, on their own device, not
  // an administrator of the account nor someone previewing it (issue 29).
  if (input.deviceToken !== undefined && (actor.id !== id || actor.impersonator))
    throw new ApiError(403, PUSH_MESSAGES.ownDeviceOnly);
  await checkAccountChanges(db, actor, user, input);
  checkFreshness({ etagVersion: user.version, ifMatch, bodyVersion: input.version, required: true });

  const changes: Partial<typeof users.$inferInsert> = await accountColumns(input);
  if (input.firstname !== undefined) changes.firstname = input.firstname;
  if (input.surname !== undefined) changes.surname = input.surname;
  if (input.home !== undefined) changes.homePlaceId = await homePlaceOf(db, id, input.home);
  if (input.email !== undefined && input.email !== '') {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${input.email})`, ne(users.id, id)));
    if (taken) throw new ViolationError([{ propertyPath: 'email', message: USER_MESSAGES.emailTaken }]);
    changes.email = input.email;
  }
  if (input.currentPassword !== undefined && input.newPassword !== undefined) {
    if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
      throw new ViolationError([{ propertyPath: 'currentPassword', message: MESSAGES.wrongCurrentPassword }]);
    }
    changes.passwordHash = await hashPassword(input.newPassword);
  }

  const related =
    input.roles !== undefined ||
    input.phones !== undefined ||
    input.hotels !== undefined ||
    input.deviceToken !== undefined;
  if (Object.keys(changes).length > 0 || related) {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date(), version: bumpVersion(users.version) })
        .where(and(eq(users.id, id), eq(users.version, user.version)))
        .returning({ id: users.id });
      if (updated.length === 0) throw new ApiError(409, HTTP_MESSAGES.stale);
      await writeAccountChanges(tx, id, input);
      // A subscription adds or refreshes this browser; null stops notices on all of them (row 763).
      if (input.deviceToken === null) await removeAllDevices(tx, id);
      else if (input.deviceToken !== undefined) await saveDevice(tx, id, input.deviceToken, origin.userAgent);
      const roles = roleChange(user.roles, input.roles);
      if (roles) {
        // The real user changed them, also when impersonating (the impersonated one is in details).
        await recordAudit(tx, origin, {
          type: 'role_change',
          actor: actor.impersonator ?? { id: actor.id, username: actor.username },
          subject: { id: user.id, username: user.username },
          details: {
            ...roles,
            ...(actor.impersonator ? { impersonating: { id: actor.id, username: actor.username } } : {}),
          },
        });
      }
    });
  }
  const view = await loadUserView(db, id, impersonatorFor(actor, id));
  if (!view) throw notFound();
  return view;
}
