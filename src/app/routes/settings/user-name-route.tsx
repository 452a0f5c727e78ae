import { UserNameSettings } from '@/features/settings/components/user-name-settings';
import { useLoadedUser } from '../use-loaded-user';

export function Component() {
  return <UserNameSettings user={useLoadedUser()} />;
}
