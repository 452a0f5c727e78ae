import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { z } from 'zod';
import { loadGoogleMaps, GOOGLE_MAPS_LOAD_ERROR } from './google-maps-loader';
import { MAP_DEFAULT_CENTER, MAP_ZOOM, type MapStop } from './map-config';

interface GoogleRouteMapProps {
  apiKey: string;
  stops: readonly MapStop[];
  height: number;
  label: string;
  id?: string;
}

const stopsSchema = z.array(
  z.object({ key: z.string(), name: z.string(), latitude: z.number(), longitude: z.number() }),
);
const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * Google Maps with lettered markers and the driving route (Directions); when Directions does not
 * answer OK no route is drawn (courses.md §8). Loaded only when a key is configured.
 */
export default function GoogleRouteMap({ apiKey, stops, height, label, id }: GoogleRouteMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The effect depends on the stops' content, not on the identity of a freshly mapped array.
  const signature = JSON.stringify(stops);

  useEffect(() => {
    let cancelled = false;
    const overlays: { setMap: (map: null) => void }[] = [];
    const shown = stopsSchema.parse(JSON.parse(signature));
    loadGoogleMaps(apiKey)
      .then((maps) => {
        if (cancelled || !container.current) return;
        const map = new maps.Map(container.current, {
          center: MAP_DEFAULT_CENTER,
          zoom: MAP_ZOOM.landmass,
          mapTypeControl: false,
          streetViewControl: false,
        });
        const positions = shown.map((stop) => ({ lat: stop.latitude, lng: stop.longitude }));
        const bounds = new maps.LatLngBounds();
        positions.forEach((position, index) => {
          const title = shown[index]?.name ?? '';
          overlays.push(new maps.Marker({ map, position, title, label: letter(index) }));
          bounds.extend(position);
        });
        const [origin, ...rest] = positions;
        const destination = rest.pop();
        if (origin && !destination) {
          map.setCenter(origin);
          map.setZoom(MAP_ZOOM.city);
        }
        if (!origin || !destination) return;
        map.fitBounds(bounds);
        const renderer = new maps.DirectionsRenderer({ map, suppressMarkers: true, preserveViewport: true });
        overlays.push(renderer);
        const waypoints = rest.map((location) => ({ location, stopover: true }));
        const request = { origin, destination, waypoints, travelMode: maps.TravelMode.DRIVING };
        void new maps.DirectionsService().route(request, (result, status) => {
          if (!cancelled && status === maps.DirectionsStatus.OK && result) renderer.setDirections(result);
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      overlays.forEach((overlay) => overlay.setMap(null));
    };
  }, [apiKey, signature]);

  if (failed) return <Alert severity="warning">{GOOGLE_MAPS_LOAD_ERROR}</Alert>;
  return (
    <Box
      id={id}
      ref={container}
      role="region"
      aria-label={label}
      sx={{ width: '100%', height, borderRadius: 1 }}
    />
  );
}
