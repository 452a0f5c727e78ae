import { canManageDrivers } from '@domain/people/driver-permissions';
import { DriverAbsenceCreatePage } from '@/features/drivers/components/driver-absence-create-page';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';

export function Component() {
  const user = useLoadedUser();
  if (!canManageDrivers({ roles: user.roles, companyId: user.company?.id ?? null })) return <NoAccess />;
  return <DriverAbsenceCreatePage user={user} />;
}
