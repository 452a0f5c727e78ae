import { isCompanyUser } from '@domain/auth/roles';
import { mayManageLocomotives } from '@domain/locomotives/locomotive-permissions';
import { LocomotivesList } from '@/features/locomotives/components/locomotives-list';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';

export function Component() {
  const user = useLoadedUser();
  if (!mayManageLocomotives(user)) return <NoAccess />;
  return <LocomotivesList isCompanyUser={isCompanyUser(user)} />;
}
