import { describe, expect, it } from 'vitest';
import { centreOn, degreesPerPixel, panBy } from './map-projection';

describe('the location editor projection', () => {
  it('puts the centre in the middle of the drawing', () => {
    const { toPixel } = centreOn({ lat: 52, lng: 19 }, 10, 400, 300);
    expect(toPixel(19, 52)).toEqual([200, 150]);
  });

  it('moves the centre against the drag, so what was under the pointer follows it', () => {
    const start = { lat: 52, lng: 19 };
    const moved = panBy(start, 40, -30, 10);
    expect(moved.lng).toBeLessThan(19);
    expect(moved.lat).toBeLessThan(52);
    // The point that was at the centre is now 40 px right and 30 px up of it.
    const [x, y] = centreOn(moved, 10, 400, 300).toPixel(19, 52);
    expect(x).toBeCloseTo(240, 0);
    expect(y).toBeCloseTo(120, 0);
  });

  it('halves the degrees a pixel spans with every zoom level', () => {
    expect(degreesPerPixel(11) * 2).toBeCloseTo(degreesPerPixel(10), 12);
  });

  it('keeps latitude within ±85 and wraps longitude', () => {
    expect(panBy({ lat: 84.9, lng: 0 }, 0, 1e9, 10).lat).toBe(85);
    expect(panBy({ lat: 0, lng: 179.99 }, -1e4, 0, 10).lng).toBeLessThan(0);
  });
});
