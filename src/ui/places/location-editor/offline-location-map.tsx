import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import { CountryShapes, OFFLINE_MAP_SX } from '@/ui/maps/country-shapes';
import { centreOn, degreesPerPixel, type LatLngPoint } from '@/ui/maps/map-projection';

/** Drawing size in SVG units; the SVG scales to its box, slicing what does not fit. */
const WIDTH = 400;
/** How far one arrow key press moves the map, in drawing pixels. */
export const KEY_PAN_PX = 40;

interface OfflineLocationMapProps {
  center: LatLngPoint;
  zoom: number;
  height: number;
  label: string;
  /** The map moved by (dx, dy) drawing pixels (a drag step or an arrow key). */
  onPan: (dx: number, dy: number) => void;
  /** A drag began: the address no longer matches the pin (§4). */
  onPanStart: () => void;
  /** The drag (or a key press) ended: time to reverse-geocode (§4). */
  onPanEnd: () => void;
  onZoom: (delta: 1 | -1) => void;
}

/** Grid lines every `step` degrees, a step that puts a few lines on screen at any zoom. */
function gridStep(zoom: number): number {
  const span = degreesPerPixel(zoom) * WIDTH;
  const steps = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5];
  return steps.find((step) => span / step <= 8) ?? 10;
}

const KEYS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [KEY_PAN_PX, 0],
  ArrowRight: [-KEY_PAN_PX, 0],
  ArrowUp: [0, KEY_PAN_PX],
  ArrowDown: [0, -KEY_PAN_PX],
};

/**
 * The location editor's map without Google: the outlines of Poland and Germany and a grid, centred on
 * the pin. Mouse and touch drag it (pointer events); arrow keys move it for keyboard users, '+'/'-'
 * zoom. The pin itself is drawn by the dialog over the middle of the map.
 */
export function OfflineLocationMap(props: OfflineLocationMapProps) {
  const { center, zoom, height, label, onPan, onPanStart, onPanEnd, onZoom } = props;
  const last = useRef<{ x: number; y: number; scale: number } | null>(null);
  const { viewBox, toPixel } = centreOn(center, zoom, WIDTH, height);
  const step = gridStep(zoom);
  const perPixel = degreesPerPixel(zoom);
  const lngSpan = (perPixel * WIDTH) / Math.cos((center.lat * Math.PI) / 180);
  const latSpan = perPixel * height;
  const firstLng = Math.floor((center.lng - lngSpan) / step) * step;
  const firstLat = Math.floor((center.lat - latSpan) / step) * step;
  const lngLines = Array.from({ length: Math.ceil((2 * lngSpan) / step) + 1 }, (_, i) => firstLng + i * step);
  const latLines = Array.from({ length: Math.ceil((2 * latSpan) / step) + 1 }, (_, i) => firstLat + i * step);

  const down = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // "slice" scales by the larger ratio; a box jsdom cannot measure counts as 1:1.
    const scale = box.width > 0 ? Math.max(box.width / WIDTH, box.height / height) : 1;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    last.current = { x: event.clientX, y: event.clientY, scale };
    onPanStart();
  };
  const move = (event: PointerEvent<SVGSVGElement>) => {
    const from = last.current;
    if (!from) return;
    last.current = { ...from, x: event.clientX, y: event.clientY };
    onPan((event.clientX - from.x) / from.scale, (event.clientY - from.y) / from.scale);
  };
  const up = () => {
    if (!last.current) return;
    last.current = null;
    onPanEnd();
  };
  const key = (event: KeyboardEvent<SVGSVGElement>) => {
    const delta = KEYS[event.key];
    if (delta) {
      event.preventDefault();
      onPanStart();
      onPan(delta[0], delta[1]);
      onPanEnd();
    } else if (event.key === '+' || event.key === '=') onZoom(1);
    else if (event.key === '-') onZoom(-1);
  };

  return (
    <Box
      component="svg"
      role="application"
      aria-roledescription="mapa"
      aria-label={label}
      tabIndex={0}
      viewBox={viewBox}
      preserveAspectRatio="xMidYMid slice"
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={key}
      sx={{
        ...OFFLINE_MAP_SX,
        height,
        cursor: 'grab',
        touchAction: 'none',
        '&:active': { cursor: 'grabbing' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <CountryShapes toPixel={toPixel} />
      <g stroke="#C5CED8" strokeWidth={0.5} aria-hidden="true">
        {lngLines.map((lng) => {
          const [x] = toPixel(lng, center.lat);
          return <line key={`x${lng.toFixed(4)}`} x1={x} x2={x} y1={0} y2={height} />;
        })}
        {latLines.map((lat) => {
          const [, y] = toPixel(center.lng, lat);
          return <line key={`y${lat.toFixed(4)}`} x1={0} x2={WIDTH} y1={y} y2={y} />;
        })}
      </g>
    </Box>
  );
}
