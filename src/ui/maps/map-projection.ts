import type { MapStop } from './map-config';

/** Longitude degrees shrink with latitude; at Poland's 52° one is ~0.62 of a latitude degree. */
const LONGITUDE_SCALE = Math.cos((52 * Math.PI) / 180);
/** The view never spans less than this many latitude degrees, so one city stays in context. */
const MIN_SPAN = 1.2;
const MARGIN = 0.15;

export interface Projection {
  /** SVG viewBox in projected units. */
  viewBox: string;
  project: (longitude: number, latitude: number) => readonly [number, number];
}

/** Equirectangular projection framed on the stops (or on Poland when there are none). */
export function frameStops(stops: readonly MapStop[], aspect: number): Projection {
  const project = (longitude: number, latitude: number) => [longitude * LONGITUDE_SCALE, -latitude] as const;
  const points =
    stops.length > 0
      ? stops.map((stop) => project(stop.longitude, stop.latitude))
      : [project(14, 49), project(24.2, 55)];
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  let width = Math.max(maxX - minX, MIN_SPAN) * (1 + 2 * MARGIN);
  let height = Math.max(maxY - minY, MIN_SPAN) * (1 + 2 * MARGIN);
  // Keep the box's aspect ratio, widening whichever side is short.
  if (width / height < aspect) width = height * aspect;
  else height = width / aspect;
  const centerX = (minX + maxX) / 2;
  const centerY = (minY + maxY) / 2;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    viewBox: [centerX - width / 2, centerY - height / 2, width, height].map(round).join(' '),
    project,
  };
}
