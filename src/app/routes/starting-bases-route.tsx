import { StartingBasesList } from '@/features/starting-bases/components/starting-bases-list';
import { baseAdminOf } from '@/features/starting-bases/components/base-admin';
import { canManageStartingBases } from '@domain/places/starting-base-permissions';
import { NoAccess } from './no-access';
import { useLoadedUser } from './use-loaded-user';

/** 'Bazy startowe': the guard is the menu's rule (ADMIN, USER, TRANSPORT_COMPANY; row 250). */
export function Component() {
  const user = useLoadedUser();
  return canManageStartingBases(baseAdminOf(user)) ? <StartingBasesList user={user} /> : <NoAccess />;
}
