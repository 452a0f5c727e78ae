import Box from '@mui/material/Box';
import { COUNTRIES } from './country-outlines';
import type { MapStop } from './map-config';
import { frameStops } from './map-projection';

const WIDTH = 300;
const ROUTE_COLOUR = '#007DFF';

interface OfflineRouteMapProps {
  stops: readonly MapStop[];
  height: number;
  label: string;
  id?: string;
}

/**
 * The map without Google: outlines of Poland and Germany, the stops as lettered dots and a straight
 * route line between them, framed on the stops.
 */
export function OfflineRouteMap({ stops, height, label, id }: OfflineRouteMapProps) {
  const { viewBox, project } = frameStops(stops, WIDTH / height);
  const [, , boxWidth = 1] = viewBox.split(' ').map(Number);
  // Strokes and dots keep their on-screen size whatever the zoom.
  const unit = boxWidth / WIDTH;
  const points = stops.map((stop) => project(stop.longitude, stop.latitude));
  return (
    <Box
      id={id}
      component="svg"
      role="img"
      aria-label={label}
      viewBox={viewBox}
      preserveAspectRatio="xMidYMid meet"
      sx={{ width: '100%', height, bgcolor: '#E8F1FA', borderRadius: 1, display: 'block' }}
    >
      {COUNTRIES.map((country) => (
        <polygon
          key={country.name}
          points={country.ring.map(([lng, lat]) => project(lng, lat).join(',')).join(' ')}
          fill="#FFFFFF"
          stroke="#9AA5B1"
          strokeWidth={unit}
        >
          <title>{country.name}</title>
        </polygon>
      ))}
      <polyline
        points={points.map((point) => point.join(',')).join(' ')}
        fill="none"
        stroke={ROUTE_COLOUR}
        strokeWidth={2 * unit}
      />
      {stops.map((stop, index) => {
        const [x, y] = points[index] ?? [0, 0];
        return (
          <g key={stop.key}>
            <circle cx={x} cy={y} r={7 * unit} fill={ROUTE_COLOUR} stroke="#FFFFFF" strokeWidth={unit}>
              <title>{stop.name}</title>
            </circle>
            <text
              x={x}
              y={y}
              fill="#FFFFFF"
              fontSize={9 * unit}
              fontWeight={700}
              textAnchor="middle"
              dominantBaseline="central"
              aria-hidden="true"
            >
              {String.fromCharCode(65 + index)}
            </text>
          </g>
        );
      })}
    </Box>
  );
}
