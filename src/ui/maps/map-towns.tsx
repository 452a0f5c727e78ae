import { useEffect, useState } from 'react';
import type { GazetteerRow } from '@domain/places/gazetteer-row';
import type { Projection } from './map-projection';

type Row = GazetteerRow<string>;

/** At most this many names: enough to tell where the map is, few enough to read the markers. */
const MAX_TOWNS = 14;
const FONT_PX = 11;
/** A name's box, roughly: 0.6 em a letter, plus room for the dot. */
const boxOf = (name: string, x: number, y: number) => ({
  left: x - 4,
  right: x + 8 + name.length * FONT_PX * 0.6,
  top: y - FONT_PX,
  bottom: y + FONT_PX / 2,
});
export type Box = ReturnType<typeof boxOf>;

/** A marker the town names keep clear of: where it is and the label drawn beside it. */
export interface MapMark {
  longitude: number;
  latitude: number;
  label: string;
}

/** A marker's dot and its label, on the side towards the middle as the markers draw it (13 px text). */
export function markBox(mark: MapMark, projection: Projection, width: number): Box {
  const [x, y] = projection.toPixel(mark.longitude, mark.latitude);
  const text = 14 + mark.label.length * 7.5;
  return x > width / 2
    ? { left: x - text, right: x + 12, top: y - 12, bottom: y + 12 }
    : { left: x - 12, right: x + text, top: y - 12, bottom: y + 12 };
}
export const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

// The gazetteer the server's offline place search uses (~40 kB): fetched once, with the first map.
let rows: Promise<readonly Row[]> | null = null;
const loadRows = () =>
  (rows ??= Promise.all([
    import('@domain/places/gazetteer-pl.data'),
    import('@domain/places/gazetteer-de.data'),
  ]).then(([pl, de]) => [...pl.PL_ROWS, ...de.DE_ROWS]));

function useGazetteer(): readonly Row[] {
  const [loaded, setLoaded] = useState<readonly Row[]>([]);
  useEffect(() => {
    let live = true;
    // Without the names the map still works: a failed fetch leaves it as it was.
    loadRows().then(
      (all) => live && setLoaded(all),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}

/**
 * The biggest towns in view, the largest first, each placed only where its name overlaps no name
 * already placed nor anything `occupied` (villages without a population come last).
 */
export function townsInView(
  all: readonly Row[],
  projection: Projection,
  width: number,
  height: number,
  occupied: readonly Box[] = [],
) {
  const [west, north] = projection.fromPixel(0, 0);
  const [east, south] = projection.fromPixel(width, height);
  const inView = all
    .filter(([, , lat, lng]) => lat <= north && lat >= south && lng >= west && lng <= east)
    .sort((a, b) => (b[4] ?? 0) - (a[4] ?? 0));
  const placed: { name: string; x: number; y: number; box: Box }[] = [];
  for (const [name, , lat, lng] of inView) {
    if (placed.length >= MAX_TOWNS) break;
    const [x, y] = projection.toPixel(lng, lat);
    const box = boxOf(name, x, y);
    // A name half off the edge is cut by the box: left out like one that would cover another.
    const offEdge = box.left < 0 || box.top < 0 || box.right > width || box.bottom > height;
    const taken = [...occupied, ...placed.map((town) => town.box)];
    if (offEdge || taken.some((other) => overlaps(other, box))) continue;
    placed.push({ name, x, y, box });
  }
  return placed;
}

interface MapTownsProps {
  projection: Projection;
  width: number;
  height: number;
  /** The markers, the caption and the scale bar: no name is written over them. */
  occupied: readonly Box[];
}

/** Names of the towns around, in grey under the markers: where on the map the reader is. */
export function MapTowns({ projection, width, height, occupied }: MapTownsProps) {
  const towns = townsInView(useGazetteer(), projection, width, height, occupied);
  return (
    <g aria-hidden="true" data-map-towns="">
      {towns.map((town) => (
        <g key={`${town.name}${town.x}`}>
          <circle cx={town.x} cy={town.y} r={2.5} fill="#7B8794" />
          <text
            x={town.x + 6}
            y={town.y - 3}
            fontSize={FONT_PX}
            fill="#52606D"
            stroke="#FFFFFF"
            strokeWidth={2.5}
            paintOrder="stroke"
          >
            {town.name}
          </text>
        </g>
      ))}
    </g>
  );
}
