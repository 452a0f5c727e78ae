import { GeolocationSettings } from '@/features/settings/components/geolocation-settings';

export function Component() {
  return <GeolocationSettings />;
}
