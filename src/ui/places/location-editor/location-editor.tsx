import { lazy, Suspense } from 'react';

/** What 'Wybierz' hands back (administration.md §4: choosing sets address and coordinates). */
export interface ChosenLocation {
  latitude: number;
  longitude: number;
  /** '' when the pin has no known address. */
  address: string;
}

export interface LocationEditorProps {
  /** Where the pin starts; null opens on the default centre (52, 19) at landmass zoom. */
  initial: ChosenLocation | null;
  onChoose: (location: ChosenLocation) => void;
  onClose: () => void;
  /** Defaults to the build's VITE_GOOGLE_MAPS_API_KEY; empty = the offline map. */
  apiKey?: string;
}

// The map editor's code loads when it is opened: never in the course list's bundle.
const LocationEditorDialog = lazy(() => import('./location-editor-dialog'));

/** 'Edycja lokalizacji'; mount it only while open (closing resets it). */
export function LocationEditor(props: LocationEditorProps) {
  return (
    <Suspense fallback={null}>
      <LocationEditorDialog {...props} />
    </Suspense>
  );
}
