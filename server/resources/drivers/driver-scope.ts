/**
 * Whose drivers a user reads (`GET api/drivers`, the course form's 'Kierowca'): managers all; a
 * transport company its own drivers and those of its subcontractors; a railway company user those of
 * its own and linked companies (they are shown on its courses); a driver and anyone else those of
 * their own company. Writes are narrower: `canWriteDriver` (domain/people/driver-permissions.ts).
 */
import { hasAnyRole, isManager, isTransportCompanyUser } from '../../../domain/auth/roles';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { contractorsOfCompany, linkedCompanyScope, ownCompanyScope } from '../companies/scope';
import type { CompanyScope } from '../companies/scope';

export async function driverScope(db: Db, user: AuthUser): Promise<CompanyScope> {
  if (isManager(user)) return { kind: 'all' };
  if (user.companyId === null) return { kind: 'companies', ids: [] };
  if (isTransportCompanyUser(user))
    return {
      kind: 'companies',
      ids: [user.companyId, ...(await contractorsOfCompany(db, [user.companyId]))],
    };
  if (hasAnyRole(user, ['ROLE_COMPANY', 'ROLE_USER_COMPANY'])) return linkedCompanyScope(db, user);
  return ownCompanyScope(user);
}
