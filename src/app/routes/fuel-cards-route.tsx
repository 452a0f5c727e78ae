import { mayUseFuel } from '@domain/fleet/fuel-permissions';
import { FuelCardsList } from '@/features/fuel/components/fuel-cards-list';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';
import { asRuleUser } from '@/api/user.schema';

export function Component() {
  const user = useLoadedUser();
  if (!mayUseFuel(asRuleUser(user))) return <NoAccess />;
  return <FuelCardsList />;
}
