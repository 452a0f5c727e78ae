import { UserHomePlaceSettings } from '@/features/settings/components/user-homeplace-settings';
import { useLoadedUser } from '../use-loaded-user';

export function Component() {
  return <UserHomePlaceSettings user={useLoadedUser()} />;
}
