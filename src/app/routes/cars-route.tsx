import { mayEditBrands, mayManageCars } from '@domain/fleet/car-permissions';
import { CarsList } from '@/features/cars/components/cars-list';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';
import { asRuleUser } from '@/api/user.schema';

export function Component() {
  const user = useLoadedUser();
  if (!mayManageCars(user)) return <NoAccess />;
  return <CarsList canEditBrands={mayEditBrands(user)} user={asRuleUser(user)} />;
}
