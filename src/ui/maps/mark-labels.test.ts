import { describe, expect, it } from 'vitest';
import { overlaps } from './map-towns';
import { placeMarkLabels } from './mark-labels';

const LABEL = 'IC/0501/11/2026, Jan Kowalski';

describe('placeMarkLabels', () => {
  it('puts a lone label on the side towards the middle', () => {
    expect(placeMarkLabels([{ x: 100, y: 200, label: LABEL }], 600, 400)[0]).toMatchObject({
      x: 114,
      anchor: 'start',
    });
    // At a fractional pixel too (x + 14 - 2 is not always x + 12 in floating point).
    expect(placeMarkLabels([{ x: 51.1, y: 127.3, label: LABEL }], 358, 360)[0]?.anchor).toBe('start');
    expect(placeMarkLabels([{ x: 500, y: 200, label: LABEL }], 600, 400)[0]).toMatchObject({
      x: 486,
      anchor: 'end',
    });
  });

  it('keeps the labels of two cars close together apart, neither over a dot', () => {
    const cars = [
      { x: 400, y: 200, label: LABEL },
      { x: 404, y: 203, label: 'IC/0502/11/2026, Anna Nowak' },
    ];
    const [first, second] = placeMarkLabels(cars, 600, 400);
    if (!first || !second) throw new Error('both labels should be placed');
    expect(overlaps(first.box, second.box)).toBe(false);
    const dot = ({ x, y }: { x: number; y: number }) => ({
      left: x - 10,
      right: x + 10,
      top: y - 10,
      bottom: y + 10,
    });
    for (const place of [first, second])
      for (const car of cars) expect(overlaps(place.box, dot(car))).toBe(false);
  });

  it('leaves out a label with no free place, and no two placed labels overlap', () => {
    const crowd = Array.from({ length: 6 }, (_, i) => ({ x: 300 + i, y: 200 + i, label: `${LABEL} ${i}` }));
    const places = placeMarkLabels(crowd, 600, 400);
    const shown = places.filter((place) => place !== null);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.length).toBeLessThan(crowd.length);
    shown.forEach((a, i) => shown.slice(i + 1).forEach((b) => expect(overlaps(a.box, b.box)).toBe(false)));
    // The first given (a stalled car's, by the map's order) is always named.
    expect(places[0]).not.toBeNull();
  });

  it('cuts a long label at the edge rather than leaving a lone car unnamed', () => {
    const [place] = placeMarkLabels([{ x: 180, y: 200, label: `${LABEL}, Wiśniewski-Kowalski` }], 390, 300);
    expect(place).not.toBeNull();
  });
});
