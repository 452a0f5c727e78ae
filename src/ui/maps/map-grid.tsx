import type { Projection } from './map-projection';

/** Grid steps in degrees, from about 100 m to about 500 km between lines. */
const STEPS = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10];
/** At most this many lines across the width: a grid to read positions by, not a net over the map. */
const MAX_LINES = 8;

/** The grid's step for a view `span` degrees of longitude wide. */
export function gridStep(span: number): number {
  return STEPS.find((step) => span / step <= MAX_LINES) ?? 20;
}

/** Multiples of `step` from `from` to `to`. */
const linesBetween = (from: number, to: number, step: number) => {
  const first = Math.ceil(Math.min(from, to) / step);
  const last = Math.floor(Math.max(from, to) / step);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => (first + i) * step);
};

interface MapGridProps {
  projection: Projection;
  width: number;
  height: number;
}

/**
 * A light graticule (meridians and parallels at a round step): zoomed to one town the offline map has
 * no streets to draw, and the grid is what shows it is a map and how far apart things are.
 */
export function MapGrid({ projection, width, height }: MapGridProps) {
  const [west, north] = projection.fromPixel(0, 0);
  const [east, south] = projection.fromPixel(width, height);
  const step = gridStep(east - west);
  return (
    <g stroke="#C5CED8" strokeWidth={0.75} aria-hidden="true">
      {linesBetween(west, east, step).map((lng) => {
        const [x] = projection.toPixel(lng, north);
        return <line key={`x${lng.toFixed(4)}`} x1={x} x2={x} y1={0} y2={height} />;
      })}
      {linesBetween(south, north, step).map((lat) => {
        const [, y] = projection.toPixel(west, lat);
        return <line key={`y${lat.toFixed(4)}`} x1={0} x2={width} y1={y} y2={y} />;
      })}
    </g>
  );
}
