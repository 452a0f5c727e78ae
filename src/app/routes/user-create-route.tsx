import { UserForm } from '@/features/users/components/user-form';
import { canAdministerUsers } from '@domain/people/user-permissions';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';
import { asRuleUser } from '@/api/user.schema';

export function Component() {
  const user = useLoadedUser();
  return canAdministerUsers(asRuleUser(user)) ? <UserForm actor={user} current={null} /> : <NoAccess />;
}
