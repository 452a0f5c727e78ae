import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { GoogleMap, useJsApiLoader } from '@react-google-maps/api';
import { GOOGLE_MAPS_LOAD_ERROR, GOOGLE_MAPS_LOADER_ID } from '@/ui/maps/google-route-map';
import type { LatLngPoint } from '@/ui/maps/map-projection';

interface GoogleLocationMapProps {
  apiKey: string;
  /** Where the map opens (and jumps to after the geolocation button); Google keeps it afterwards. */
  center: LatLngPoint;
  zoom: number;
  height: number;
  label: string;
  onPanStart: () => void;
  /** The map came to rest at `center` (after a drag, Google's own arrow keys or a zoom). */
  onIdle: (center: LatLngPoint, zoom: number) => void;
}

const MAP_OPTIONS = {
  mapTypeControl: false,
  streetViewControl: false,
  fullscreenControl: false,
  keyboardShortcuts: true,
  gestureHandling: 'greedy',
} as const;

/**
 * The location editor's map with a Google key (@react-google-maps/api): the user drags it (or moves it
 * with Google's arrow keys) under the dialog's fixed pin; `idle` reports where it came to rest.
 */
export default function GoogleLocationMap(props: GoogleLocationMapProps) {
  const { apiKey, center, zoom, height, label, onPanStart, onIdle } = props;
  const map = useRef<google.maps.Map | null>(null);
  const { isLoaded, loadError } = useJsApiLoader({
    id: GOOGLE_MAPS_LOADER_ID,
    googleMapsApiKey: apiKey,
    language: 'pl',
    region: 'PL',
  });
  if (loadError) return <Alert severity="warning">{GOOGLE_MAPS_LOAD_ERROR}</Alert>;
  if (!isLoaded) return <Skeleton variant="rounded" height={height} />;
  const idle = () => {
    const at = map.current?.getCenter();
    if (at) onIdle({ lat: at.lat(), lng: at.lng() }, map.current?.getZoom() ?? zoom);
  };
  return (
    <Box role="region" aria-label={label} sx={{ width: '100%', height, borderRadius: 1, overflow: 'hidden' }}>
      <GoogleMap
        mapContainerStyle={{ width: '100%', height: '100%' }}
        center={center}
        zoom={zoom}
        options={MAP_OPTIONS}
        onLoad={(loaded) => {
          map.current = loaded;
        }}
        onDragStart={onPanStart}
        onIdle={idle}
      />
    </Box>
  );
}
