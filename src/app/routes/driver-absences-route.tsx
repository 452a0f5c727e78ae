import { canManageDrivers } from '@domain/people/driver-permissions';
import { DriverAbsencesPage } from '@/features/drivers/components/driver-absences-page';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';

export function Component() {
  const user = useLoadedUser();
  if (!canManageDrivers({ roles: user.roles, companyId: user.company?.id ?? null })) return <NoAccess />;
  return <DriverAbsencesPage user={user} />;
}
