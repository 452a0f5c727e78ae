import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { GOOGLE_MAPS_API_KEY, MAP_DEFAULT_HEIGHT, type MapStop } from './map-config';
import { OfflineRouteMap } from './offline-route-map';

// Google's code and ours for it load only when a key is configured and a map is shown.
const GoogleRouteMap = lazy(() => import('./google-route-map'));

interface RouteMapProps {
  stops: readonly MapStop[];
  label: string;
  height?: number;
  id?: string;
  /** Defaults to the build's VITE_GOOGLE_MAPS_API_KEY; empty = offline. */
  apiKey?: string;
}

/** A route map: Google Maps when configured, otherwise the offline outline map. */
export function RouteMap({
  stops,
  label,
  height = MAP_DEFAULT_HEIGHT,
  id,
  apiKey = GOOGLE_MAPS_API_KEY,
}: RouteMapProps) {
  if (!apiKey) return <OfflineRouteMap stops={stops} height={height} label={label} id={id} />;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
      <GoogleRouteMap apiKey={apiKey} stops={stops} height={height} label={label} id={id} />
    </Suspense>
  );
}
