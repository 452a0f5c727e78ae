/**
 * One's own phones (`/api/user_phones`, settings 'user-phone-settings'): one phone added, edited or
 * removed at a time, by the same `applyPhoneChange` the settings page uses, then the whole list is
 * written through the person block's `replacePhones` (ids kept). The user's `version` versions the list:
 * a phone has no version of its own, and a change to one phone may flip another's default.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserView } from '../../../domain/contract/people.schema';
import { applyPhoneChange, phoneChangeOf, type OwnPhoneCall } from '../../../domain/people/own-phones';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ViolationError, notFound } from '../../http/errors';
import { checkFreshness, staleWrite, bumpVersion } from '../../http/versioning';
import { replacePhones } from '../accounts/user-block.repository';
import { loadUserView } from '../users/user.serializer';
import { phonesOf } from '../users/users.repository';

type Services = Pick<FastifyInstance, 'db'>;

export interface Freshness {
  ifMatch: string | undefined;
  bodyVersion?: number | null;
}

/** The caller's phones in the user view's order, the one `selectedPhone={index}` counts in. */
const ownPhones = (db: Db, userId: number) => phonesOf(db, [userId]);

/**
 * The index of phone `phoneId` among the caller's own: another user's phone, whoever the caller is,
 * answers 404 as a missing one does (the settings edit one's own phones only; 'Użytkownicy' edits
 * other people's through `PUT /api/users/{id}`).
 */
export async function ownPhoneIndex(db: Db, actor: AuthUser, phoneId: number): Promise<number> {
  const index = (await ownPhones(db, actor.id)).findIndex((entry) => entry.id === phoneId);
  if (index < 0) throw notFound();
  return index;
}

async function userVersion(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ version: users.version }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
  return row.version;
}

/** Applies one change for the caller: 404 (not theirs), 412/409/428 (version), 422 (the rule), in that order. */
export async function changeOwnPhones(
  { db }: Services,
  actor: AuthUser,
  call: OwnPhoneCall,
  freshness: Freshness,
): Promise<UserView> {
  const version = await userVersion(db, actor.id);
  checkFreshness({
    etagVersion: version,
    ifMatch: freshness.ifMatch,
    bodyVersion: freshness.bodyVersion,
    required: true,
  });
  const phones = await ownPhones(db, actor.id);
  // The phone may have gone since the access check (another tab): a 404 as for any missing phone.
  const change = phoneChangeOf(phones, call);
  if (!change) throw notFound();
  const result = applyPhoneChange(phones, change);
  if (!result.ok) {
    throw new ViolationError([{ propertyPath: result.violation.field, message: result.violation.message }]);
  }
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ updatedAt: new Date(), version: bumpVersion(users.version) })
      .where(and(eq(users.id, actor.id), eq(users.version, version)))
      .returning({ id: users.id });
    if (updated.length === 0) throw staleWrite();
    await replacePhones(tx, actor.id, result.phones);
  });
  const view = await loadUserView(db, actor.id, actor.impersonator);
  if (!view) throw notFound();
  return view;
}
