/**
 * The geolocation button's one question to the browser (administration.md §9: 30 s timeout; §8: a
 * denied permission says 'Użytkownik zablokował udostępnianie swojej lokalizacji').
 */
export const GEOLOCATION_TIMEOUT_MS = 30_000;
export const GEOLOCATION_DENIED_MESSAGE = 'Użytkownik zablokował udostępnianie swojej lokalizacji';
/** Timeout, no fix or no geolocation in the browser (docs/spec-decisions.md row 243). */
export const GEOLOCATION_FAILED_MESSAGE = 'Nie udało się ustalić Twojej lokalizacji';

export type PositionAnswer =
  | { ok: true; lat: number; lng: number }
  | { ok: false; message: typeof GEOLOCATION_DENIED_MESSAGE | typeof GEOLOCATION_FAILED_MESSAGE };

/** PERMISSION_DENIED of the Geolocation API (a number, so no browser global is needed to read it). */
const PERMISSION_DENIED = 1;

export function currentPosition(
  geolocation: Geolocation | undefined = navigator.geolocation,
): Promise<PositionAnswer> {
  return new Promise((resolve) => {
    if (!geolocation) {
      resolve({ ok: false, message: GEOLOCATION_FAILED_MESSAGE });
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ ok: true, lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) =>
        resolve({
          ok: false,
          message: error.code === PERMISSION_DENIED ? GEOLOCATION_DENIED_MESSAGE : GEOLOCATION_FAILED_MESSAGE,
        }),
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
