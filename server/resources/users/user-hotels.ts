/**
 * The hotels of a ROLE_HOTEL account (`hotel_accounts`, spec-decisions rows 604, 607): read for the
 * user item, checked and replaced by `PUT /api/users/{id}` in the transaction of the user write.
 */
import { asc, eq } from 'drizzle-orm';
import type { Role } from '../../../domain/auth/roles';
import { iri } from '../../../domain/contract/iri';
import {
  HOTEL_ACCOUNT_MESSAGES,
  canLinkHotels,
  isHotelAccount,
} from '../../../domain/people/user-permissions';
import type { AuthUser } from '../../auth/authenticate';
import { hotelAccounts } from '../../db/accommodations-schema';
import type { Db, Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { Violation } from '../../http/errors';
import { isActiveHotel } from '../accommodations/accommodations.repository';

/** The IRIs of the hotels the account works for, in id order. */
export async function hotelsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ id: hotelAccounts.hotelId })
    .from(hotelAccounts)
    .where(eq(hotelAccounts.userId, userId))
    .orderBy(asc(hotelAccounts.hotelId));
  return rows.map((row) => iri('abstract_places', row.id));
}

/**
 * Why `hotels` may not be written: only the administrator sends the field (403, like a role it may
 * not grant), only a hotel account (its roles after the edit) has hotels, and each must be an active
 * hotel place (422 on `hotels`). An empty list for a non-hotel account is no change and passes.
 */
export async function hotelViolations(
  db: Db,
  actor: AuthUser,
  roles: readonly Role[],
  hotels: readonly number[] | undefined,
): Promise<Violation[]> {
  if (hotels === undefined) return [];
  if (!canLinkHotels(actor)) throw new ApiError(403, HOTEL_ACCOUNT_MESSAGES.adminOnly);
  if (hotels.length === 0) return [];
  if (!isHotelAccount({ roles }))
    return [{ propertyPath: 'hotels', message: HOTEL_ACCOUNT_MESSAGES.hotelRoleOnly }];
  for (const id of new Set(hotels))
    if (!(await isActiveHotel(db, id)))
      return [{ propertyPath: 'hotels', message: HOTEL_ACCOUNT_MESSAGES.notHotel }];
  return [];
}

/**
 * Replaces the account's hotels when the PUT sent them; an account that loses ROLE_HOTEL loses its
 * hotels too, so a role given back later does not silently reopen old guests' lists.
 */
export async function writeHotels(
  tx: Tx,
  userId: number,
  roles: readonly Role[] | undefined,
  hotels: readonly number[] | undefined,
): Promise<void> {
  const dropped = roles !== undefined && !isHotelAccount({ roles });
  if (hotels === undefined && !dropped) return;
  await tx.delete(hotelAccounts).where(eq(hotelAccounts.userId, userId));
  const ids = dropped ? [] : [...new Set(hotels)];
  if (ids.length > 0) await tx.insert(hotelAccounts).values(ids.map((hotelId) => ({ userId, hotelId })));
}
