import { BRAND } from '@domain/colours/palette';
import { OfflineMapPicture } from './country-shapes';
import type { MapStop } from './map-config';
import { frameStops } from './map-projection';

/** Drawing width in pixels; the SVG scales to its box, slicing what does not fit. */
const WIDTH = 400;
/** The brand blue of §9: a route line is a shape, 3:1 against the land is enough (WCAG 1.4.11). */
const ROUTE_COLOUR = BRAND.primary;
/** Longer stop names are cut: a label must not run across the whole map. */
const LABEL_CHARS = 26;

const labelOf = (name: string) => (name.length > LABEL_CHARS ? `${name.slice(0, LABEL_CHARS - 1)}…` : name);

interface OfflineRouteMapProps {
  stops: readonly MapStop[];
  height: number;
  label: string;
  id?: string;
}

/**
 * The map without Google: outlines of Poland and Germany, the stops as lettered dots named beside
 * them and a straight route line between them, framed on the stops. Without the names a map of one
 * town is a white square with a dot: the names are what tells the reader where it is.
 */
export function OfflineRouteMap({ stops, height, label, id }: OfflineRouteMapProps) {
  const { viewBox, toPixel } = frameStops(stops, WIDTH, height);
  const points = stops.map((stop) => toPixel(stop.longitude, stop.latitude));
  return (
    <OfflineMapPicture id={id} label={label} viewBox={viewBox} height={height} toPixel={toPixel} titled>
      <polyline
        points={points.map((point) => point.join(',')).join(' ')}
        fill="none"
        stroke={ROUTE_COLOUR}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      {stops.map((stop, index) => {
        const [x, y] = points[index] ?? [0, 0];
        return (
          <g key={stop.key}>
            <circle cx={x} cy={y} r={9} fill={ROUTE_COLOUR} stroke="#FFFFFF" strokeWidth={2}>
              <title>{stop.name}</title>
            </circle>
            <text
              // Beside the dot, on the side towards the middle, so the edge does not cut the name.
              x={x > WIDTH / 2 ? x - 13 : x + 13}
              y={y}
              textAnchor={x > WIDTH / 2 ? 'end' : 'start'}
              dominantBaseline="central"
              fontSize={12}
              fill="#1F2933"
              stroke="#FFFFFF"
              strokeWidth={3}
              paintOrder="stroke"
              aria-hidden="true"
            >
              {labelOf(stop.name)}
            </text>
            <text
              x={x}
              y={y}
              fill="#FFFFFF"
              fontSize={11}
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
    </OfflineMapPicture>
  );
}
