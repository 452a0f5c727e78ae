/** Google Maps key from the build; empty = the offline map (no request ever leaves for Google). */
export const GOOGLE_MAPS_API_KEY: string = import.meta.env.VITE_GOOGLE_MAPS_API_KEY ?? '';

/** courses.md §9: default centre and zoom levels. */
export const MAP_DEFAULT_CENTER = { lat: 52, lng: 19 } as const;
export const MAP_ZOOM = { landmass: 6, city: 10, street: 15 } as const;
export const MAP_DEFAULT_HEIGHT = 500;

/** A stop to draw: where it is and what the marker says. */
export interface MapStop {
  key: string;
  name: string;
  latitude: number;
  longitude: number;
}
