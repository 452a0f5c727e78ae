import { haversineKm } from '@domain/courses/geo';
import { formatKm } from '@domain/distance-format';
import type { Projection } from './map-projection';

/** Round lengths in metres the bar may show. */
const LENGTHS_M = [50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000];
/** The bar is at most this long in drawing pixels. */
const MAX_PX = 120;

/** '500 m', '1 km', '20 km'. */
export const scaleLabel = (metres: number) => (metres < 1000 ? `${metres} m` : formatKm(metres / 1000));

/** The longest round length that fits in MAX_PX at the map's middle, and its length in pixels. */
export function scaleBar(projection: Projection, width: number, height: number) {
  const [lng0, lat] = projection.fromPixel(width / 2 - MAX_PX / 2, height / 2);
  const [lng1] = projection.fromPixel(width / 2 + MAX_PX / 2, height / 2);
  const metresPerPixel =
    (haversineKm({ latitude: lat, longitude: lng0 }, { latitude: lat, longitude: lng1 }) * 1000) / MAX_PX;
  const metres =
    [...LENGTHS_M].reverse().find((length) => length / metresPerPixel <= MAX_PX) ?? LENGTHS_M[0] ?? 50;
  return { metres, pixels: Math.round(metres / metresPerPixel) };
}

interface MapScaleBarProps {
  projection: Projection;
  width: number;
  height: number;
}

/** A scale bar in the bottom-left corner, on a white backing so it reads over land and borders. */
export function MapScaleBar({ projection, width, height }: MapScaleBarProps) {
  const { metres, pixels } = scaleBar(projection, width, height);
  const [x, y] = [12, height - 14];
  return (
    <g aria-hidden="true" data-map-furniture="">
      <rect x={x - 6} y={y - 22} width={pixels + 12} height={30} rx={3} fill="#FFFFFF" fillOpacity={0.85} />
      <path
        d={`M${x},${y - 5} V${y} H${x + pixels} V${y - 5}`}
        fill="none"
        stroke="#1F2933"
        strokeWidth={1.5}
      />
      <text x={x} y={y - 9} fontSize={11} fill="#1F2933">
        {scaleLabel(metres)}
      </text>
    </g>
  );
}
