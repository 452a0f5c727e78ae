import { NotificationSettings } from '@/features/settings/components/notification-settings';

export function Component() {
  return <NotificationSettings />;
}
