/**
 * 'Urlopy' (issue 12): absences of the drivers a user maintains. Managers see and write every driver's,
 * a transport company its own drivers' (`canWriteDriver`); anyone else is refused before anything is
 * read. Absences are deleted for real (they carry no history; row 213).
 */
import { eq } from 'drizzle-orm';
import { isManager } from '../../../domain/auth/roles';
import type { DriverAbsenceData } from '../../../domain/people/driver-absence';
import { canManageDrivers, canWriteDriver } from '../../../domain/people/driver-permissions';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { driverAbsences } from '../../db/drivers-admin-schema';
import { ViolationError, forbidden, notFound } from '../../http/errors';
import { HTTP_MESSAGES } from '../../http/messages';
import type { CompanyScope } from '../companies/scope';
import { findAbsence } from './driver-absences.repository';
import type { AbsenceRow } from './driver-absences.repository';
import { findDriver } from './drivers.repository';

/** The transport companies whose drivers' absences the user reads; 403 for anyone without 'Urlopy'. */
export function absenceScope(user: AuthUser): CompanyScope {
  if (!canManageDrivers(user)) throw forbidden();
  if (isManager(user)) return { kind: 'all' };
  return { kind: 'companies', ids: user.companyId === null ? [] : [user.companyId] };
}

/** An absence the user may see (and so delete), else 404. */
export async function visibleAbsence(db: Db, user: AuthUser, id: number): Promise<AbsenceRow> {
  const row = await findAbsence(db, id);
  if (!row || !canWriteDriver(user, row)) throw notFound();
  return row;
}

export async function createAbsence(db: Db, user: AuthUser, input: DriverAbsenceData): Promise<AbsenceRow> {
  if (!canManageDrivers(user)) throw forbidden();
  const driver = await findDriver(db, input.driver);
  // Another company's driver reads as unknown: the form never offers them.
  if (!driver || !driver.userActive || !canWriteDriver(user, driver))
    throw new ViolationError([{ propertyPath: 'driver', message: HTTP_MESSAGES.invalidValue }]);
  const [row] = await db
    .insert(driverAbsences)
    .values({ driverId: driver.id, dateFrom: input.dateFrom, dateTo: input.dateTo, createdById: user.id })
    .returning({ id: driverAbsences.id });
  const created = row === undefined ? undefined : await findAbsence(db, row.id);
  if (!created) throw new Error('driver absence insert failed');
  return created;
}

export async function deleteAbsence(db: Db, user: AuthUser, id: number): Promise<void> {
  await visibleAbsence(db, user, id);
  await db.delete(driverAbsences).where(eq(driverAbsences.id, id));
}
