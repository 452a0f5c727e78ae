import { PermissionSettings } from './permission-settings';

function requestNotifications(): Promise<NotificationPermission> {
  if (typeof Notification === 'undefined') return Promise.reject(new Error('Brak obsługi powiadomień'));
  return Notification.requestPermission();
}

export function NotificationSettings() {
  return (
    <PermissionSettings
      kind="notifications"
      title="Powiadomienia"
      intro="Powiadomienia informują o nowych kursach, zmianach przejazdów i zgłoszeniach, także gdy karta jest w tle."
      request={requestNotifications}
    />
  );
}
