import { UserForm } from '@/features/users/components/user-form';
import { canAdministerUsers } from '@domain/people/user-permissions';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';
import { usersActor } from './users-access';

export function Component() {
  const user = useLoadedUser();
  return canAdministerUsers(usersActor(user)) ? <UserForm actor={user} current={null} /> : <NoAccess />;
}
