import type { MapStop } from './map-config';

/** Longitude degrees shrink with latitude; at Poland's 52° one is ~0.62 of a latitude degree. */
const LONGITUDE_SCALE = Math.cos((52 * Math.PI) / 180);
/** The view never spans less than this many degrees (~9 km), so stops of one town stay apart. */
const MIN_SPAN = 0.08;
// Room around the stops, also for what "slice" cuts off when the box is wider or taller than drawn.
const MARGIN = 0.2;

export interface Projection {
  /** `0 0 width height`: drawing units are pixels, so strokes and text keep their size. */
  viewBox: string;
  toPixel: (longitude: number, latitude: number) => readonly [number, number];
  /** The inverse, [longitude, latitude] of a drawing pixel: the grid, the scale bar, the towns in view. */
  fromPixel: (x: number, y: number) => readonly [number, number];
}

/** Equirectangular projection framed on the stops (on Poland when there are none), in pixels. */
export function frameStops(stops: readonly MapStop[], width: number, height: number): Projection {
  const project = (longitude: number, latitude: number) => [longitude * LONGITUDE_SCALE, -latitude] as const;
  const points =
    stops.length > 0
      ? stops.map((stop) => project(stop.longitude, stop.latitude))
      : [project(14, 49), project(24.2, 55)];
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  let spanX = Math.max(maxX - minX, MIN_SPAN) * (1 + 2 * MARGIN);
  let spanY = Math.max(maxY - minY, MIN_SPAN) * (1 + 2 * MARGIN);
  // Keep the box's aspect ratio, widening whichever side is short.
  const aspect = width / height;
  if (spanX / spanY < aspect) spanX = spanY * aspect;
  else spanY = spanX / aspect;
  const left = (minX + maxX) / 2 - spanX / 2;
  const top = (minY + maxY) / 2 - spanY / 2;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    viewBox: `0 0 ${width} ${height}`,
    toPixel: (longitude, latitude) => {
      const [x, y] = project(longitude, latitude);
      return [round(((x - left) / spanX) * width), round(((y - top) / spanY) * height)] as const;
    },
    fromPixel: (x, y) =>
      [(left + (x / width) * spanX) / LONGITUDE_SCALE, -(top + (y / height) * spanY)] as const,
  };
}

/** A point on the map (WGS84). */
export interface LatLngPoint {
  lat: number;
  lng: number;
}

/**
 * Latitude degrees one pixel spans at a zoom level, as on a Web Mercator tile map at Poland's
 * latitude (256 px tiles): zoom 6 shows the whole country in 400 px, zoom 10 a city, 15 a street.
 */
export function degreesPerPixel(zoom: number): number {
  return (360 / (256 * 2 ** zoom)) * LONGITUDE_SCALE;
}

/** Equirectangular projection centred on `center` (the pin of the location editor), in pixels. */
export function centreOn(center: LatLngPoint, zoom: number, width: number, height: number): Projection {
  const perPixel = degreesPerPixel(zoom);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    viewBox: `0 0 ${width} ${height}`,
    toPixel: (longitude, latitude) =>
      [
        round(width / 2 + ((longitude - center.lng) * LONGITUDE_SCALE) / perPixel),
        round(height / 2 - (latitude - center.lat) / perPixel),
      ] as const,
    fromPixel: (x, y) =>
      [
        center.lng + ((x - width / 2) * perPixel) / LONGITUDE_SCALE,
        center.lat - (y - height / 2) * perPixel,
      ] as const,
  };
}

/**
 * The centre after the map is dragged by (dx, dy) pixels: dragging right shows what lies west, so the
 * centre moves west; latitude stays within ±85 and longitude wraps at ±180.
 */
export function panBy(center: LatLngPoint, dx: number, dy: number, zoom: number): LatLngPoint {
  const perPixel = degreesPerPixel(zoom);
  const lat = Math.max(-85, Math.min(85, center.lat + dy * perPixel));
  const rawLng = center.lng - (dx * perPixel) / LONGITUDE_SCALE;
  const lng = ((((rawLng + 180) % 360) + 360) % 360) - 180;
  return { lat, lng };
}
