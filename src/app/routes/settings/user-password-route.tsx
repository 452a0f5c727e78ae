import { UserPasswordChangeSettings } from '@/features/settings/components/user-password-change-settings';
import { useLoadedUser } from '../use-loaded-user';

export function Component() {
  return <UserPasswordChangeSettings user={useLoadedUser()} />;
}
