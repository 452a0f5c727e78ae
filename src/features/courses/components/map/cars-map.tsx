import { ACCESSIBLE, BRAND } from '@domain/colours/palette';
import type { CarPosition } from '@domain/contract/tracking.schema';
import { OfflineMapPicture } from '@/ui/maps/country-shapes';
import { frameStops } from '@/ui/maps/map-projection';

/** Drawing width in pixels; the SVG scales to its box, slicing what does not fit (text keeps its size). */
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
 * The cars on the offline outline map (no map service needed, as the tracking page's map), framed on
 * them, each a dot labelled with its course number and driver; a click opens the course. The same
 * cars are buttons in the list beside the map, which is the way for a keyboard or a screen reader.
 */
export function CarsMap({ cars, height, label, onOpen }: CarsMapProps) {
  const { viewBox, toPixel } = frameStops(
    cars.map((car) => ({ key: String(car.courseId), name: car.number, ...car.position })),
    WIDTH,
    height,
  );
  return (
    <OfflineMapPicture label={label} viewBox={viewBox} height={height} toPixel={toPixel}>
      {cars.map((car) => {
        const [x, y] = toPixel(car.position.longitude, car.position.latitude);
        const colour = car.stalled ? STALLED_COLOUR : BRAND.primary;
        const left = x > WIDTH / 2;
        return (
          <g
            key={car.courseId}
            data-course-id={car.courseId}
            onClick={() => onOpen(car.courseId)}
            style={{ cursor: 'pointer' }}
          >
            <circle cx={x} cy={y} r={10} fill={colour} stroke="#FFFFFF" strokeWidth={2} />
            <text
              x={left ? x - 14 : x + 14}
              y={y}
              textAnchor={left ? 'end' : 'start'}
              dominantBaseline="central"
              fontSize={13}
              fontWeight={car.stalled ? 700 : 400}
              fill="#1F2933"
              stroke="#FFFFFF"
              strokeWidth={3}
              paintOrder="stroke"
            >
              {car.stalled ? `⚠ ${carLabel(car)}` : carLabel(car)}
            </text>
          </g>
        );
      })}
    </OfflineMapPicture>
  );
}
