import { useParams } from 'react-router';
import { UserForm } from '@/features/users/components/user-form';
import { WithUser } from '@/features/users/components/user-show';
import { useLoadedUser } from './use-loaded-user';

/** The server decides (403/404) whom the caller may edit; the form offers only grantable roles. */
export function Component() {
  const actor = useLoadedUser();
  return (
    <WithUser id={Number(useParams().id)}>
      {(user) => <UserForm key={user.id} actor={actor} current={user} />}
    </WithUser>
  );
}
