/**
 * Starting base writes (issue 13): access first (`canManageStartingBases`, `canWriteStartingBase`),
 * then the company, then one conditional update. A deleted base (isActive false, §4) leaves the
 * pickers and the list; courses and drivers keep naming it (they join the row, never filter it).
 */
import { and, eq } from 'drizzle-orm';
import {
  canManageStartingBases,
  canWriteStartingBase,
  picksStartingBaseCompany,
} from '../../../domain/places/starting-base-permissions';
import { wholePoint } from '../../../domain/places/starting-base.schema';
import type { StartingBaseFormData, StartingBaseUpdate } from '../../../domain/places/starting-base.schema';
import { REQUIRED_IN_DIALOG } from '../../../domain/validation/messages';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { startingBases } from '../../db/schema';
import { ViolationError, forbidden, notFound } from '../../http/errors';
import { HTTP_MESSAGES } from '../../http/messages';
import { expectedVersion, staleWrite, bumpVersion } from '../../http/versioning';
import { inScope, linkedCompanyScope } from '../companies/scope';
import { findStartingBase, isTransportCompany } from './starting-bases.repository';
import type { StartingBaseWithCompany } from './starting-bases.repository';

const violation = (propertyPath: string, message: string = HTTP_MESSAGES.invalidValue) =>
  new ViolationError([{ propertyPath, message }]);

/** An active base the user may read (shared, or of their own or a linked company), else 404. */
export async function visibleStartingBase(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<StartingBaseWithCompany> {
  const row = await findStartingBase(db, id);
  if (!row || !row.base.isActive) throw notFound();
  if (row.base.companyId !== null && !inScope(await linkedCompanyScope(db, user), row.base.companyId))
    throw notFound();
  return row;
}

/** A base the user may change: 404 unseen, 403 seen but not theirs. */
export async function writableStartingBase(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<StartingBaseWithCompany> {
  const row = await visibleStartingBase(db, user, id);
  if (!canWriteStartingBase(user, row.base)) throw forbidden();
  return row;
}

/** A manager names a transport company; a transport company's bases are its own (row 250). */
async function ownerOf(db: Db, user: AuthUser, given: number | null): Promise<number> {
  if (!picksStartingBaseCompany(user)) {
    if (user.companyId === null) throw forbidden();
    if (given !== null && given !== user.companyId) throw violation('company');
    return user.companyId;
  }
  if (given === null) throw violation('company', REQUIRED_IN_DIALOG);
  if (!(await isTransportCompany(db, given))) throw violation('company');
  return given;
}

const assertPoint = (value: { latitude: number | null; longitude: number | null }) => {
  if (!wholePoint(value)) throw violation('latitude');
};

async function reread(db: Db, id: number) {
  const row = await findStartingBase(db, id);
  if (!row) throw notFound();
  return row;
}

export async function createStartingBase(db: Db, user: AuthUser, input: StartingBaseFormData) {
  if (!canManageStartingBases(user)) throw forbidden();
  assertPoint(input);
  const companyId = await ownerOf(db, user, input.company);
  const [row] = await db
    .insert(startingBases)
    .values({
      name: input.name,
      address: input.address,
      latitude: input.latitude,
      longitude: input.longitude,
      companyId,
    })
    .returning({ id: startingBases.id });
  if (!row) throw new Error('starting base insert failed');
  return reread(db, row.id);
}

export async function updateStartingBase(
  db: Db,
  user: AuthUser,
  id: number,
  input: StartingBaseUpdate & { version?: number | null | undefined },
  ifMatch: string | undefined,
) {
  const { base } = await writableStartingBase(db, user, id);
  const version = expectedVersion(base.version, input.version, ifMatch);
  const point = {
    latitude: input.latitude === undefined ? base.latitude : input.latitude,
    longitude: input.longitude === undefined ? base.longitude : input.longitude,
  };
  assertPoint(point);
  // A base without a company (seeded, shared) keeps none until a manager names one.
  const companyId = input.company === undefined ? base.companyId : await ownerOf(db, user, input.company);
  const rows = await db
    .update(startingBases)
    .set({
      name: input.name ?? base.name,
      address: input.address ?? base.address,
      ...point,
      companyId,
      isActive: input.isActive ?? base.isActive,
      version: bumpVersion(startingBases.version),
    })
    .where(and(eq(startingBases.id, id), eq(startingBases.version, version)))
    .returning({ id: startingBases.id });
  if (rows.length === 0) throw staleWrite();
  return reread(db, id);
}
