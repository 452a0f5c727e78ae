import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { DirectionsRenderer, GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { MAP_DEFAULT_CENTER, MAP_ZOOM, type MapStop } from './map-config';

export const GOOGLE_MAPS_LOAD_ERROR = 'Nie udało się wczytać mapy Google';
/** One loader for the page: @react-google-maps/api refuses a second one with other options. */
export const GOOGLE_MAPS_LOADER_ID = 'kursownik-google-maps';

interface GoogleRouteMapProps {
  apiKey: string;
  stops: readonly MapStop[];
  height: number;
  label: string;
  id?: string;
}

const letter = (index: number) => String.fromCharCode(65 + index);
const MAP_OPTIONS = { mapTypeControl: false, streetViewControl: false };
const RENDERER_OPTIONS = { suppressMarkers: true, preserveViewport: true };

/** The driving route through the stops (Directions), or null when Directions does not answer OK. */
function useDirections(loaded: boolean, stops: readonly MapStop[]) {
  const [directions, setDirections] = useState<google.maps.DirectionsResult | null>(null);
  // The request depends on the stops' content, not on the identity of a freshly mapped array.
  const signature = JSON.stringify(stops.map((stop) => [stop.latitude, stop.longitude]));
  useEffect(() => {
    const positions = (JSON.parse(signature) as [number, number][]).map(([lat, lng]) => ({ lat, lng }));
    const [origin, ...rest] = positions;
    const destination = rest.pop();
    if (!loaded || !origin || !destination) return;
    let cancelled = false;
    const request = {
      origin,
      destination,
      waypoints: rest.map((location) => ({ location, stopover: true })),
      travelMode: google.maps.TravelMode.DRIVING,
    };
    void new google.maps.DirectionsService().route(request, (result, status) => {
      if (!cancelled) setDirections(status === google.maps.DirectionsStatus.OK ? result : null);
    });
    return () => {
      cancelled = true;
    };
  }, [loaded, signature]);
  return directions;
}

/**
 * Google Maps (@react-google-maps/api) with lettered markers and the driving route (Directions); when
 * Directions does not answer OK no route is drawn (courses.md §8). Loaded, in Polish, only when a key
 * is configured.
 */
export default function GoogleRouteMap({ apiKey, stops, height, label, id }: GoogleRouteMapProps) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: GOOGLE_MAPS_LOADER_ID,
    googleMapsApiKey: apiKey,
    language: 'pl',
    region: 'PL',
  });
  const directions = useDirections(isLoaded, stops);

  if (loadError) return <Alert severity="warning">{GOOGLE_MAPS_LOAD_ERROR}</Alert>;
  if (!isLoaded) return <Skeleton variant="rounded" height={height} />;

  const positions = stops.map((stop) => ({ lat: stop.latitude, lng: stop.longitude }));
  const fit = (map: google.maps.Map) => {
    const [first] = positions;
    if (positions.length === 1 && first) {
      map.setCenter(first);
      map.setZoom(MAP_ZOOM.city);
    } else if (positions.length > 1) {
      const bounds = new google.maps.LatLngBounds();
      positions.forEach((position) => bounds.extend(position));
      map.fitBounds(bounds);
    }
  };
  return (
    <Box
      id={id}
      role="region"
      aria-label={label}
      sx={{ width: '100%', height, borderRadius: 1, overflow: 'hidden' }}
    >
      <GoogleMap
        mapContainerStyle={{ width: '100%', height: '100%' }}
        center={MAP_DEFAULT_CENTER}
        zoom={MAP_ZOOM.landmass}
        options={MAP_OPTIONS}
        onLoad={fit}
      >
        {positions.map((position, index) => (
          <MarkerF
            key={stops[index]?.key ?? index}
            position={position}
            title={stops[index]?.name ?? ''}
            label={letter(index)}
          />
        ))}
        {directions ? <DirectionsRenderer directions={directions} options={RENDERER_OPTIONS} /> : null}
      </GoogleMap>
    </Box>
  );
}
