import { PermissionSettings } from './permission-settings';

/** administration.md §9: geolocation timeout 30000 ms. */
const GEOLOCATION_TIMEOUT_MS = 30_000;

function requestPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: GEOLOCATION_TIMEOUT_MS }),
  );
}

export function GeolocationSettings() {
  return (
    <PermissionSettings
      kind="geolocation"
      title="Lokalizacja"
      intro="Lokalizacja pozwala podpowiadać najbliższe miejsca i pokazywać Twoje położenie na mapie."
      request={requestPosition}
    />
  );
}
