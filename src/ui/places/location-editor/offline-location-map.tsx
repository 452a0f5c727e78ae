import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { centreOn, type LatLngPoint } from '@/ui/maps/map-projection';
import { OfflineMapBase } from '@/ui/maps/offline-map-base';

/** Drawing width until the box is measured (OfflineMapBase). */
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

const KEYS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [KEY_PAN_PX, 0],
  ArrowRight: [-KEY_PAN_PX, 0],
  ArrowUp: [0, KEY_PAN_PX],
  ArrowDown: [0, -KEY_PAN_PX],
};

/**
 * The location editor's map without Google: the offline map base (outlines, grid, towns, scale bar),
 * centred on the pin. Mouse and touch drag it (pointer events); arrow keys move it for keyboard
 * users, '+'/'-' zoom. The pin itself is drawn by the dialog over the middle of the map.
 */
export function OfflineLocationMap(props: OfflineLocationMapProps) {
  const { center, zoom, height, label, onPan, onPanStart, onPanEnd, onZoom } = props;
  const last = useRef<{ x: number; y: number; scale: number } | null>(null);
  const down = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // Drawn as wide as the box (OfflineMapBase) or, before it is measured, sliced: "slice" scales by
    // the larger ratio. A box jsdom cannot measure counts as 1:1.
    const drawn = event.currentTarget.viewBox?.baseVal?.width || WIDTH;
    const scale = box.width > 0 ? Math.max(box.width / drawn, box.height / height) : 1;
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
    <OfflineMapBase
      role="application"
      label={label}
      tabIndex={0}
      fallbackWidth={WIDTH}
      height={height}
      frame={(width, drawnHeight) => centreOn(center, zoom, width, drawnHeight)}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={key}
      sx={{
        cursor: 'grab',
        touchAction: 'none',
        '&:active': { cursor: 'grabbing' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {/* The pin is the dialog's, over the middle of the box. */}
      {() => null}
    </OfflineMapBase>
  );
}
