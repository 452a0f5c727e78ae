import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { pushConfigQuery } from '../api/push-config-api';
import { PermissionSettings } from './permission-settings';
import { PushDeviceList } from './push-device-list';

function requestNotifications(): Promise<NotificationPermission> {
  if (typeof Notification === 'undefined') return Promise.reject(new Error('Brak obsługi powiadomień'));
  return Notification.requestPermission();
}

/** Said when the server has no push keys: a granted permission alone brings no notice (issue 31). */
export const NO_PUSH_ON_SERVER =
  'Ten serwer nie wysyła powiadomień push: administrator nie skonfigurował kluczy powiadomień. Nowe kursy i zmiany zobaczysz, gdy Kursownik jest otwarty.';

export function NotificationSettings() {
  const config = useQuery(pushConfigQuery);
  return (
    <PermissionSettings
      kind="notifications"
      title="Powiadomienia"
      intro="Powiadomienia informują o nowych kursach, zmianach przejazdów i zgłoszeniach, także gdy karta jest w tle."
      request={requestNotifications}
      notice={
        <>
          {config.data && config.data.publicKey === null ? (
            <Alert severity="info" sx={{ my: 1 }}>
              {NO_PUSH_ON_SERVER}
            </Alert>
          ) : null}
          <PushDeviceList />
        </>
      }
    />
  );
}
