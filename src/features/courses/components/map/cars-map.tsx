import { ACCESSIBLE, BRAND } from '@domain/colours/palette';
import type { CarPosition } from '@domain/contract/tracking.schema';
import { frameStops } from '@/ui/maps/map-projection';
import { OfflineMapBase } from '@/ui/maps/offline-map-base';
import { placeMarkLabels } from '@/ui/maps/mark-labels';

/** Drawing width in pixels until the box is measured (OfflineMapBase). */
const WIDTH = 600;
/** A flagged car is drawn in the error colour, and its label says so with a sign and bold text. */
const STALLED_COLOUR = ACCESSIBLE.error;

export type LocatedCar = CarPosition & { position: NonNullable<CarPosition['position']> };

export const carLabel = (car: CarPosition) => (car.driver ? `${car.number}, ${car.driver}` : car.number);

interface CarsMapProps {
  cars: readonly LocatedCar[];
  height: number;
  label: string;
  onOpen: (courseId: number) => void;
}

/**
 * The cars on the offline map base (no map service needed, as the tracking page's map), framed on
 * them, each a dot labelled with its course number and driver (labels of cars close together kept
 * apart, or left out: placeMarkLabels); a click opens the course. The same cars are buttons in the
 * list beside the map, which is the way for a keyboard or a screen reader.
 */
export function CarsMap({ cars, height, label, onOpen }: CarsMapProps) {
  const frame = (width: number, drawnHeight: number) =>
    frameStops(
      cars.map((car) => ({ key: String(car.courseId), name: car.number, ...car.position })),
      width,
      drawnHeight,
    );
  return (
    <OfflineMapBase
      label={label}
      fallbackWidth={WIDTH}
      height={height}
      frame={frame}
      marks={cars.map((car) => ({ ...car.position, label: `⚠ ${carLabel(car)}` }))}
    >
      {({ toPixel }, width) => {
        const drawn = cars.map((car) => {
          const [x, y] = toPixel(car.position.longitude, car.position.latitude);
          return { car, x, y, label: car.stalled ? `⚠ ${carLabel(car)}` : carLabel(car) };
        });
        // A stalled car's label is placed first: where labels crowd, it is the one kept. The cars
        // are still drawn in their own order.
        const byNeed = [...drawn].sort((a, b) => Number(b.car.stalled) - Number(a.car.stalled));
        const places = placeMarkLabels(byNeed, width, height);
        const placeOf = new Map(byNeed.map(({ car }, index) => [car.courseId, places[index]]));
        return drawn.map(({ car, x, y, label }) => {
          const place = placeOf.get(car.courseId);
          return (
            <g
              key={car.courseId}
              data-course-id={car.courseId}
              onClick={() => onOpen(car.courseId)}
              style={{ cursor: 'pointer' }}
            >
              {/* A label left out for a neighbour's still shows on hover. */}
              {place ? null : <title>{label}</title>}
              <circle
                cx={x}
                cy={y}
                r={10}
                fill={car.stalled ? STALLED_COLOUR : BRAND.primary}
                stroke="#FFFFFF"
                strokeWidth={2}
              />
              {place ? (
                <text
                  x={place.x}
                  y={place.y}
                  textAnchor={place.anchor}
                  dominantBaseline="central"
                  fontSize={13}
                  fontWeight={car.stalled ? 700 : 400}
                  fill="#1F2933"
                  stroke="#FFFFFF"
                  strokeWidth={3}
                  paintOrder="stroke"
                >
                  {label}
                </text>
              ) : null}
            </g>
          );
        });
      }}
    </OfflineMapBase>
  );
}
