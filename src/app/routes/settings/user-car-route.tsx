import { UserCarSettings } from '@/features/cars/components/user-car-settings';
import { useLoadedUser } from '../use-loaded-user';

export function Component() {
  const user = useLoadedUser();
  return <UserCarSettings user={{ id: user.id, roles: user.roles, companyId: user.company?.id ?? null }} />;
}
