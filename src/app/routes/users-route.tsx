import { UsersList } from '@/features/users/components/users-list';
import { canAdministerUsers } from '@domain/people/user-permissions';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';
import { asRuleUser } from '@/api/user.schema';

/** The 'Użytkownicy' guard is the menu's rule (decision 2), so no link leads to a refusal. */
export function Component() {
  const user = useLoadedUser();
  return canAdministerUsers(asRuleUser(user)) ? <UsersList user={user} /> : <NoAccess />;
}
