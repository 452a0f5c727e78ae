import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlacePoint } from '@/features/courses/api/get-course';
import type { Ride } from '@/features/courses/api/course.schema';

/** §2: the inline map of the ride drawer is 168 px high. */
export const RIDE_MAP_HEIGHT = 168;
const WIDTH = 300;
const PAD = 12;

interface Stop {
  key: string;
  name: string;
  x: number;
  y: number;
}

/** The ride's stops in order with their coordinates, scaled into the map's box. */
export function mapStops(ride: Ride, points: Record<number, PlacePoint>): Stop[] {
  const segments = [...ride.segments].sort((a, b) => a.position - b.position);
  const waypoints = segments.flatMap((segment, index) =>
    index === 0 ? [segment.waypointStart, segment.waypointEnd] : [segment.waypointEnd],
  );
  const located = waypoints.flatMap((waypoint) => {
    const point = waypoint.place ? points[waypoint.place.id] : undefined;
    return point ? [{ waypoint, point }] : [];
  });
  const lats = located.map(({ point }) => point.latitude);
  const lngs = located.map(({ point }) => point.longitude);
  const [minLat, maxLat, minLng, maxLng] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lngs),
    Math.max(...lngs),
  ];
  const scale = (value: number, min: number, max: number, size: number) =>
    max === min ? size / 2 : PAD + ((value - min) / (max - min)) * (size - 2 * PAD);
  return located.map(({ waypoint, point }) => ({
    key: String(waypoint.id),
    name: waypoint.place?.name ?? '',
    x: scale(point.longitude, minLng, maxLng, WIDTH),
    y: RIDE_MAP_HEIGHT - scale(point.latitude, minLat, maxLat, RIDE_MAP_HEIGHT),
  }));
}

/** Offline map: the stops as dots joined by a line, scaled to their bounding box. */
export function RideMap({
  ride,
  points,
  id,
}: {
  ride: Ride;
  points: Record<number, PlacePoint>;
  id: string;
}) {
  const stops = mapStops(ride, points);
  if (stops.length === 0)
    return (
      <Typography id={id} variant="body2" color="text.secondary">
        Brak współrzędnych przystanków
      </Typography>
    );
  return (
    <Box
      id={id}
      component="svg"
      role="img"
      aria-label="Mapa przejazdu"
      viewBox={`0 0 ${WIDTH} ${RIDE_MAP_HEIGHT}`}
      sx={{
        width: '100%',
        height: RIDE_MAP_HEIGHT,
        bgcolor: 'action.hover',
        borderRadius: 1,
        display: 'block',
      }}
    >
      <polyline
        points={stops.map((stop) => `${stop.x},${stop.y}`).join(' ')}
        fill="none"
        stroke="#007DFF"
        strokeWidth={2}
      />
      {stops.map((stop) => (
        <circle key={stop.key} cx={stop.x} cy={stop.y} r={5} fill="#007DFF">
          <title>{stop.name}</title>
        </circle>
      ))}
    </Box>
  );
}
