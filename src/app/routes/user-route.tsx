import { useParams } from 'react-router';
import { UserShow, WithUser } from '@/features/users/components/user-show';
import { useLoadedUser } from './use-loaded-user';

export function Component() {
  const actor = useLoadedUser();
  return <WithUser id={Number(useParams().id)}>{(user) => <UserShow actor={actor} user={user} />}</WithUser>;
}
