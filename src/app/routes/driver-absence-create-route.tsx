import { canManageDrivers } from '@domain/people/driver-permissions';
import { DriverAbsenceCreatePage } from '@/features/drivers/components/driver-absence-create-page';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';
import { asRuleUser } from '@/api/user.schema';

export function Component() {
  const user = useLoadedUser();
  if (!canManageDrivers(asRuleUser(user))) return <NoAccess />;
  return <DriverAbsenceCreatePage user={user} />;
}
