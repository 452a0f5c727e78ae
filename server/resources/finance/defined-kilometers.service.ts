/**
 * Writes of defined kilometres (courses.md §3, §5, §9; spec-decisions rows 173, 600): pairs of places
 * the caller can see, owned by the caller's company (a manager's are global); one row per ordered pair
 * and owner (a second one is 422); version-checked changes of one's own pairs only.
 */
import {
  canAddDefinedKilometers,
  canEditDefinedKilometers,
  definedKilometersOwner,
  mayEditDefinedPair,
  maySeeDefinedPair,
} from '../../../domain/finance/finance-rules';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { definedKilometers } from '../../db/finance-schema';
import { ApiError, ViolationError, forbidden, notFound } from '../../http/errors';
import { HTTP_MESSAGES } from '../../http/messages';
import { expectedVersion, staleWrite, bumpVersion } from '../../http/versioning';
import { visiblePlace } from '../places/places.service';
import { and, eq, sql } from 'drizzle-orm';
import { findDefinedKilometer, findPair, type DefinedKilometerRow } from './defined-kilometers.repository';

export const DUPLICATE_PAIR = 'Kilometry dla tej pary miejsc są już zdefiniowane';
export const FOREIGN_PAIR = 'Tę parę miejsc zmienia tylko firma, która ją zdefiniowała, lub administrator';
const LOCK_NAMESPACE = 74_301;

export interface DefinedKilometersInput {
  placeStart: number;
  placeEnd: number;
  kilometers: number;
  time: number;
  version?: number | null;
}

/** A place the caller may name; another tenant's or a missing one reads as an invalid value. */
async function assertPlaces(db: Db, user: AuthUser, input: DefinedKilometersInput) {
  const violations = [];
  for (const field of ['placeStart', 'placeEnd'] as const) {
    try {
      await visiblePlace(db, user, input[field]);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
      violations.push({ propertyPath: field, message: HTTP_MESSAGES.invalidValue });
    }
  }
  if (violations.length > 0) throw new ViolationError(violations);
}

export async function visibleDefinedKilometer(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<DefinedKilometerRow> {
  if (!canAddDefinedKilometers(user)) throw forbidden();
  const row = await findDefinedKilometer(db, id);
  // Another tenant's pair reads as missing: its existence is none of the caller's business.
  if (!row || !maySeeDefinedPair(user, row.companyId)) throw notFound();
  return row;
}

export async function createDefinedKilometer(db: Db, user: AuthUser, input: DefinedKilometersInput) {
  if (!canAddDefinedKilometers(user)) throw forbidden();
  await assertPlaces(db, user, input);
  const owner = definedKilometersOwner(user);
  const id = await db.transaction(async (tx) => {
    // One writer per pair at a time, so two parallel adds cannot both pass the duplicate check.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${input.placeStart})`);
    if (await findPair(tx, owner, input.placeStart, input.placeEnd))
      throw new ViolationError([{ propertyPath: 'placeEnd', message: DUPLICATE_PAIR }]);
    const [row] = await tx
      .insert(definedKilometers)
      .values({
        placeStartId: input.placeStart,
        placeEndId: input.placeEnd,
        companyId: owner,
        kilometers: input.kilometers,
        time: input.time,
      })
      .returning({ id: definedKilometers.id });
    if (!row) throw new Error('defined kilometers insert failed');
    return row.id;
  });
  return visibleDefinedKilometer(db, user, id);
}

export async function changeDefinedKilometer(
  db: Db,
  user: AuthUser,
  id: number,
  input: DefinedKilometersInput,
  ifMatch: string | undefined,
) {
  if (!canEditDefinedKilometers(user)) throw forbidden();
  const current = await visibleDefinedKilometer(db, user, id);
  if (!mayEditDefinedPair(user, current.companyId)) throw new ApiError(403, FOREIGN_PAIR);
  const version = expectedVersion(current.version, input.version, ifMatch);
  await assertPlaces(db, user, input);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${input.placeStart})`);
    const taken = await findPair(tx, current.companyId, input.placeStart, input.placeEnd);
    if (taken && taken.id !== id)
      throw new ViolationError([{ propertyPath: 'placeEnd', message: DUPLICATE_PAIR }]);
    const rows = await tx
      .update(definedKilometers)
      .set({
        placeStartId: input.placeStart,
        placeEndId: input.placeEnd,
        kilometers: input.kilometers,
        time: input.time,
        version: bumpVersion(definedKilometers.version),
      })
      .where(and(eq(definedKilometers.id, id), eq(definedKilometers.version, version)))
      .returning({ id: definedKilometers.id });
    if (rows.length === 0) throw staleWrite();
  });
  return visibleDefinedKilometer(db, user, id);
}
