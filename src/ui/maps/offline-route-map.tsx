import { BRAND } from '@domain/colours/palette';
import type { MapStop } from './map-config';
import { frameStops } from './map-projection';
import { OfflineMapBase } from './offline-map-base';

/** Drawing width in pixels until the box is measured (OfflineMapBase). */
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
 * The route map without Google: on the offline base, the stops as lettered dots named beside them
 * and a straight route line between them, framed on the stops. Without the names a map of one
 * town is a white square with a dot: the names are what tells the reader where it is.
 */
export function OfflineRouteMap({ stops, height, label, id }: OfflineRouteMapProps) {
  return (
    <OfflineMapBase
      id={id}
      label={label}
      fallbackWidth={WIDTH}
      height={height}
      frame={(width, drawnHeight) => frameStops(stops, width, drawnHeight)}
      marks={stops.map((stop) => ({ ...stop, label: labelOf(stop.name) }))}
    >
      {({ toPixel }, width) => {
        const points = stops.map((stop) => toPixel(stop.longitude, stop.latitude));
        return (
          <g data-map-layer="route">
            <polyline
              points={points.map((point) => point.join(',')).join(' ')}
              fill="none"
              stroke={ROUTE_COLOUR}
              strokeWidth={3}
              strokeLinejoin="round"
            />
            {stops.map((stop, index) => {
              const [x, y] = points[index] ?? [0, 0];
              const left = x > width / 2;
              return (
                <g key={stop.key}>
                  <circle cx={x} cy={y} r={9} fill={ROUTE_COLOUR} stroke="#FFFFFF" strokeWidth={2}>
                    <title>{stop.name}</title>
                  </circle>
                  <text
                    // Beside the dot, on the side towards the middle, so the edge does not cut the name.
                    x={left ? x - 13 : x + 13}
                    y={y}
                    textAnchor={left ? 'end' : 'start'}
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
          </g>
        );
      }}
    </OfflineMapBase>
  );
}
