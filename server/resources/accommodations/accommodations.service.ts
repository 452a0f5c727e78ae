/**
 * Accommodation writes (issue 13, part B): access first (`canBookAccommodation`,
 * `accommodationTransition`), then the hotel, then one insert or one conditional update.
 */
import { and, eq } from 'drizzle-orm';
import {
  ACCOMMODATION_REFUSALS,
  accommodationTransition,
  canBookAccommodation,
  canListAccommodations,
  type AccommodationAction,
  type AccommodationStatus,
} from '../../../domain/accommodations/accommodation-rules';
import type { AccommodationFormData } from '../../../domain/accommodations/accommodation.schema';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { accommodations } from '../../db/accommodations-schema';
import { ApiError, ViolationError, forbidden, notFound } from '../../http/errors';
import { HTTP_MESSAGES } from '../../http/messages';
import { checkFreshness, staleWrite, bumpVersion } from '../../http/versioning';
import { findAccommodation, isActiveHotel } from './accommodations.repository';
import type { AccommodationWithHotel } from './accommodations.repository';

/** One accommodation for a user of the list (403 for anyone else, 404 when missing). */
export async function visibleAccommodation(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<AccommodationWithHotel> {
  if (!canListAccommodations(user)) throw forbidden();
  // Another hotel's stay reads as missing (row 604).
  const row = await findAccommodation(db, id, user);
  if (!row) throw notFound();
  return row;
}

async function reread(db: Db, id: number) {
  const row = await findAccommodation(db, id);
  if (!row) throw notFound();
  return row;
}

export async function bookAccommodation(db: Db, user: AuthUser, input: AccommodationFormData) {
  if (!canBookAccommodation(user)) throw forbidden();
  if (!(await isActiveHotel(db, input.hotel)))
    throw new ViolationError([{ propertyPath: 'hotel', message: HTTP_MESSAGES.invalidValue }]);
  const [row] = await db
    .insert(accommodations)
    .values({
      hotelId: input.hotel,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      guests: input.guests,
      rooms: input.rooms,
      remarks: input.remarks,
      createdById: user.id,
    })
    .returning({ id: accommodations.id });
  if (!row) throw new Error('accommodation insert failed');
  return reread(db, row.id);
}

/**
 * Confirm or cancel. A transition may omit the version (server/http/versioning.ts); when given, a
 * stale one is 409 (body) or 412 (If-Match).
 */
export async function runAccommodationAction(
  db: Db,
  user: AuthUser,
  id: number,
  action: AccommodationAction,
  freshness: { bodyVersion: number | null | undefined; ifMatch: string | undefined },
) {
  const { accommodation } = await visibleAccommodation(db, user, id);
  const result = accommodationTransition(user, accommodation.status as AccommodationStatus, action);
  if (!result.allowed) {
    if (result.reason === 'forbidden') throw forbidden();
    throw new ApiError(409, ACCOMMODATION_REFUSALS.status);
  }
  checkFreshness({ etagVersion: accommodation.version, ...freshness, required: false });
  const rows = await db
    .update(accommodations)
    .set({ status: result.status, version: bumpVersion(accommodations.version) })
    .where(and(eq(accommodations.id, id), eq(accommodations.version, accommodation.version)))
    .returning({ id: accommodations.id });
  if (rows.length === 0) throw staleWrite();
  return reread(db, id);
}
