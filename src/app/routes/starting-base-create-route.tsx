import { StartingBaseForm } from '@/features/starting-bases/components/starting-base-form';
import { baseAdminOf } from '@/features/starting-bases/components/base-admin';
import { canManageStartingBases } from '@domain/places/starting-base-permissions';
import { NoAccess } from './no-access';
import { useLoadedUser } from './use-loaded-user';

export function Component() {
  const user = useLoadedUser();
  return canManageStartingBases(baseAdminOf(user)) ? (
    <StartingBaseForm user={user} base={null} />
  ) : (
    <NoAccess />
  );
}
