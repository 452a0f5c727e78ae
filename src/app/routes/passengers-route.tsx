import { PassengersPage } from '@/features/passengers/components/passengers-page';
import { canManagePassengers } from '@domain/people/passenger-permissions';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';
import { asRuleUser } from '@/api/user.schema';

export function Component() {
  const user = useLoadedUser();
  if (!canManagePassengers(user)) return <NoAccess />;
  return <PassengersPage actor={asRuleUser(user)} />;
}
