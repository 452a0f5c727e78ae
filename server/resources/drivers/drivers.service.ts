/**
 * Driver writes (issue 12): access first (`canManageDrivers`, `canWriteDriver`), then the references
 * (transport company, starting base), then the user block and the driver row in one transaction.
 */
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { inScope } from '../companies/scope';
import { driverScope } from './driver-scope';
import { findDriver } from './drivers.repository';
import type { DriverDetails } from './drivers.repository';

/** An active driver the user may read, else 404. */
export async function visibleDriver(db: Db, user: AuthUser, id: number): Promise<DriverDetails> {
  const row = await findDriver(db, id);
  if (!row || !row.userActive || !inScope(await driverScope(db, user), row.transportCompanyId))
    throw notFound();
  return row;
}
