import { UserEmailSettings } from '@/features/settings/components/user-email-settings';
import { useLoadedUser } from '../use-loaded-user';

export function Component() {
  return <UserEmailSettings user={useLoadedUser()} />;
}
