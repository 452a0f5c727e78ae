import { describe, expect, it } from 'vitest';
import type { GazetteerRow } from '@domain/places/gazetteer-row';
import { gridStep } from './map-grid';
import { frameStops } from './map-projection';
import { scaleBar, scaleLabel } from './map-scale-bar';
import { markBox, townsInView } from './map-towns';

/** Two stops in Warszawa: the frame of one town, about 9 km across (MIN_SPAN). */
const warsaw = frameStops(
  [
    { key: 'a', name: 'Warszawa Centralna', latitude: 52.2289, longitude: 21.0031 },
    { key: 'b', name: 'Warszawa Zachodnia', latitude: 52.2206, longitude: 20.9653 },
  ],
  600,
  400,
);

describe('the offline map base', () => {
  it('inverts its projection, so the grid and the scale bar know what is in view', () => {
    const [lng, lat] = warsaw.fromPixel(...warsaw.toPixel(21, 52.2));
    expect(lng).toBeCloseTo(21, 2);
    expect(lat).toBeCloseTo(52.2, 2);
  });

  it('draws a scale bar of a round length that fits, in metres or kilometres with a decimal comma', () => {
    const { metres, pixels } = scaleBar(warsaw, 600, 400);
    expect(metres).toBe(2000);
    expect(pixels).toBeGreaterThan(40);
    expect(pixels).toBeLessThanOrEqual(120);
    expect(scaleLabel(500)).toBe('500 m');
    expect(scaleLabel(2000)).toBe('2 km');
    expect(scaleLabel(100_000)).toBe('100 km');
  });

  it('puts a few grid lines on screen at any zoom', () => {
    expect(gridStep(0.2)).toBe(0.05);
    expect(gridStep(12)).toBe(2);
  });

  it('names the biggest towns in view first and skips a name that would cover another', () => {
    const rows: GazetteerRow<string>[] = [
      ['Ożarów Mazowiecki', 'MZ', 52.21, 20.97, 11],
      ['Warszawa', 'MZ', 52.23, 21.01, 1860],
      ['Kraków', 'MA', 50.06, 19.94, 800],
      ['Włochy', 'MZ', 52.2301, 21.0101],
    ];
    expect(townsInView(rows, warsaw, 600, 400).map((town) => town.name)).toEqual([
      'Warszawa',
      'Ożarów Mazowiecki',
    ]);
    // Nor over a marker's label: the car beside Warszawa keeps its name readable.
    const car = markBox({ latitude: 52.23, longitude: 21.02, label: 'IC/0501/11/2026' }, warsaw, 600);
    expect(townsInView(rows, warsaw, 600, 400, [car]).map((town) => town.name)).toEqual([
      'Ożarów Mazowiecki',
    ]);
  });
});
