import { UserPhoneSettings } from '@/features/settings/phones/user-phone-settings';
import { useLoadedUser } from '../use-loaded-user';

export function Component() {
  return <UserPhoneSettings user={useLoadedUser()} />;
}
