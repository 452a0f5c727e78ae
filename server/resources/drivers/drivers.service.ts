/**
 * Driver writes (issue 12): access first (`canManageDrivers`, `canWriteDriver`), then the references
 * (transport company, starting base), then the person block and the driver row in one transaction.
 * A deleted driver keeps their user row (inactive): courses still show their name.
 */
import { and, eq } from 'drizzle-orm';
import type { DriverFormData } from '../../../domain/people/driver.schema';
import {
  canManageDrivers,
  canWriteDriver,
  picksDriverCompany,
} from '../../../domain/people/driver-permissions';
import { REQUIRED_IN_DIALOG, VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { hasPhoneOrEmail } from '../../../domain/validation/phone-or-email';
import type { AuthUser } from '../../auth/authenticate';
import type { Db, Tx } from '../../db/client';
import { drivers } from '../../db/schema';
import { ViolationError, forbidden, notFound } from '../../http/errors';
import { HTTP_MESSAGES } from '../../http/messages';
import { checkFreshness, expectedVersion, staleWrite, bumpVersion } from '../../http/versioning';
import { inScope } from '../companies/scope';
import { DRIVER_FORM_ROLES } from '../../../domain/people/account-fields';
import { accountOf, accountWrite, moveAccount } from '../accounts/account-guard';
import {
  insertUserBlock,
  softDeleteUser,
  updatePersonNames,
  updateUserBlock,
} from '../accounts/user-block.repository';
import { driverScope } from './driver-scope';
import { findDriver, isTransportCompany, startingBaseCompany } from './drivers.repository';
import type { DriverDetails } from './drivers.repository';

const violation = (propertyPath: string, message: string = HTTP_MESSAGES.invalidValue) =>
  new ViolationError([{ propertyPath, message }]);

/**
 * A driver is reached by SMS or e-mail (administration.md §5): without either, an assigned ride waits
 * for an acceptance that can never come (issue 31).
 */
function assertReachable(input: DriverFormData) {
  if (!hasPhoneOrEmail(input)) throw violation('email', VALIDATION_MESSAGES.phoneOrEmail);
}

/** An active driver the user may read, else 404. */
export async function visibleDriver(db: Db, user: AuthUser, id: number): Promise<DriverDetails> {
  const row = await findDriver(db, id);
  if (!row || !row.userActive || !inScope(await driverScope(db, user), row.transportCompanyId))
    throw notFound();
  return row;
}

/** A driver the user may change (edit, delete, absences): 404 unseen, 403 seen but not theirs. */
export async function writableDriver(db: Db, user: AuthUser, id: number): Promise<DriverDetails> {
  const row = await visibleDriver(db, user, id);
  if (!canWriteDriver(user, row)) throw forbidden();
  return row;
}

/** A manager names a transport company; a transport company's drivers are its own (row 212). */
async function employerOf(db: Db, user: AuthUser, given: number | null): Promise<number> {
  if (!picksDriverCompany(user)) {
    if (user.companyId === null) throw forbidden();
    if (given !== null && given !== user.companyId) throw violation('transportCompany');
    return user.companyId;
  }
  if (given === null) throw violation('transportCompany', REQUIRED_IN_DIALOG);
  if (!(await isTransportCompany(db, given))) throw violation('transportCompany');
  return given;
}

/** The base must be active and the employer's own or shared (no company). */
async function assertBase(db: Db, baseId: number | null, companyId: number) {
  if (baseId === null) return;
  const owner = await startingBaseCompany(db, baseId);
  if (owner === undefined || (owner !== null && owner !== companyId)) throw violation('startingBase');
}

const driverColumns = (input: DriverFormData, companyId: number) => ({
  transportCompanyId: companyId,
  startingBaseId: input.startingBase,
  employedSince: input.employedSince,
});

const personOf = (input: DriverFormData) => ({
  firstname: input.firstname,
  surname: input.surname,
  email: input.email,
  phones: input.phones,
});

export async function createDriver(db: Db, user: AuthUser, input: DriverFormData): Promise<DriverDetails> {
  if (!canManageDrivers(user)) throw forbidden();
  assertReachable(input);
  const companyId = await employerOf(db, user, input.transportCompany);
  await assertBase(db, input.startingBase, companyId);
  const id = await db.transaction(async (tx: Tx) => {
    const userId = await insertUserBlock(tx, { ...personOf(input), companyId, roles: ['ROLE_DRIVER'] });
    const [row] = await tx
      .insert(drivers)
      .values({ userId, ...driverColumns(input, companyId) })
      .returning({ id: drivers.id });
    if (!row) throw new Error('driver insert failed');
    return row.id;
  });
  const created = await findDriver(db, id);
  if (!created) throw notFound();
  return created;
}

export async function updateDriver(
  db: Db,
  user: AuthUser,
  id: number,
  input: DriverFormData & { version?: number | null },
  ifMatch: string | undefined,
): Promise<DriverDetails> {
  const current = await writableDriver(db, user, id);
  const version = expectedVersion(current.version, input.version, ifMatch);
  const companyId = await employerOf(db, user, input.transportCompany ?? current.transportCompanyId);
  await assertBase(db, input.startingBase, companyId);
  // The account's e-mail, phones and company are its user administrators' (issue 29, row 591).
  const account = accountWrite(user, await accountOf(db, current.userId), DRIVER_FORM_ROLES, companyId);
  if (account.contacts) assertReachable(input);
  await db.transaction(async (tx: Tx) => {
    const rows = await tx
      .update(drivers)
      .set({ ...driverColumns(input, companyId), version: bumpVersion(drivers.version) })
      .where(and(eq(drivers.id, id), eq(drivers.version, version)))
      .returning({ id: drivers.id });
    if (rows.length === 0) throw staleWrite();
    if (account.contacts) await updateUserBlock(tx, current.userId, personOf(input));
    else await updatePersonNames(tx, current.userId, input);
    // The account belongs where the driver works (their login sees that company's courses).
    if (account.moves) await moveAccount(tx, current.userId, companyId);
  });
  const updated = await findDriver(db, id);
  if (!updated) throw notFound();
  return updated;
}

/** Soft delete: the account stops (sign-in, pickers), the name stays on past courses. */
export async function deleteDriver(db: Db, user: AuthUser, id: number, ifMatch?: string): Promise<void> {
  const current = await writableDriver(db, user, id);
  // A delete may omit the version; one that is sent is checked all the same (ADR 003).
  checkFreshness({ etagVersion: current.version, ifMatch, bodyVersion: undefined, required: false });
  await db.transaction((tx: Tx) => softDeleteUser(tx, current.userId));
}
