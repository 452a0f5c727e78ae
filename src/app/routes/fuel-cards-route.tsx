import { mayUseFuel } from '@domain/fleet/fuel-permissions';
import { FuelCardsList } from '@/features/fuel/components/fuel-cards-list';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';

export function Component() {
  const user = useLoadedUser();
  if (!mayUseFuel({ roles: user.roles, companyId: user.company?.id ?? null })) return <NoAccess />;
  return <FuelCardsList />;
}
