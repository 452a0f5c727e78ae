/**
 * Loads the Google Maps JavaScript API once per page (a script tag with a global callback, as Google
 * documents), in Polish. Only ever called when VITE_GOOGLE_MAPS_API_KEY is set.
 */
const CALLBACK = '__kursownikGoogleMapsReady';
export const GOOGLE_MAPS_LOAD_ERROR = 'Nie udało się wczytać mapy Google';

let loading: Promise<typeof google.maps> | null = null;

export function loadGoogleMaps(apiKey: string, doc: Document = document): Promise<typeof google.maps> {
  const existing = (globalThis as { google?: typeof google }).google?.maps;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<typeof google.maps>((resolve, reject) => {
    Reflect.set(globalThis, CALLBACK, () => {
      const maps = (globalThis as { google?: typeof google }).google?.maps;
      if (maps) resolve(maps);
      else reject(new Error(GOOGLE_MAPS_LOAD_ERROR));
    });
    const script = doc.createElement('script');
    const params = new URLSearchParams({ key: apiKey, callback: CALLBACK, language: 'pl', region: 'PL' });
    script.src = `https://maps.googleapis.com/maps/api/js?${params.toString()}`;
    script.async = true;
    script.onerror = () => {
      // A later map may try again (e.g. after the connection returns).
      loading = null;
      script.remove();
      reject(new Error(GOOGLE_MAPS_LOAD_ERROR));
    };
    doc.head.append(script);
  });
  return loading;
}

/** Tests only: forget a previous load. */
export function resetGoogleMapsLoader() {
  loading = null;
}
