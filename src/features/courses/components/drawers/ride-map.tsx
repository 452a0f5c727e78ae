import Typography from '@mui/material/Typography';
import type { PlacePoint } from '@/features/courses/api/get-course';
import type { Ride } from '@domain/contract/course.schema';
import type { MapStop } from '@/ui/maps/map-config';
import { RouteMap } from '@/ui/maps/route-map';

/** §2: the inline map of the ride drawer is 168 px high. */
export const RIDE_MAP_HEIGHT = 168;

/** The ride's stops in order, those whose place has coordinates. */
export function rideStops(ride: Ride, points: Record<number, PlacePoint>): MapStop[] {
  const segments = [...ride.segments].sort((a, b) => a.position - b.position);
  const waypoints = segments.flatMap((segment, index) =>
    index === 0 ? [segment.waypointStart, segment.waypointEnd] : [segment.waypointEnd],
  );
  return waypoints.flatMap((waypoint) => {
    const point = waypoint.place ? points[waypoint.place.id] : undefined;
    if (!point) return [];
    const name = waypoint.place?.name ?? '';
    return [{ key: String(waypoint.id), name, latitude: point.latitude, longitude: point.longitude }];
  });
}

/** 'Pokaż na mapie' in the ride drawer: Google Maps when configured, else the offline map. */
export function RideMap({
  ride,
  points,
  id,
}: {
  ride: Ride;
  points: Record<number, PlacePoint>;
  id: string;
}) {
  const stops = rideStops(ride, points);
  if (stops.length === 0)
    return (
      <Typography id={id} variant="body2" color="text.secondary">
        Brak współrzędnych przystanków
      </Typography>
    );
  return <RouteMap id={id} stops={stops} height={RIDE_MAP_HEIGHT} label="Mapa przejazdu" />;
}
