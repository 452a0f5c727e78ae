/**
 * Where each marker's label goes so that labels of markers close together do not overlap (two cars in
 * one town were a smudge of text). A label first tries the side towards the middle, as before, then
 * the other side, above and below; where none is free it is left out and the marker keeps only its dot
 * (and a tooltip): the list beside the map names every marker, for a keyboard and a screen reader.
 */
import { overlaps, type Box } from './map-towns';

/** The markers' dot radius with its white ring, and the labels' size (13 px text, ~7.5 px a letter). */
const DOT = 12;
const GAP = 14;
const HALF_LINE = 9;
const LETTER = 7.5;

/** A label's place: the text's anchor point and alignment, as SVG's x, y and text-anchor take them. */
export interface LabelPlace {
  x: number;
  y: number;
  anchor: 'start' | 'end' | 'middle';
  box: Box;
}

const right = (x: number, y: number, w: number): LabelPlace => ({
  x: x + GAP,
  y,
  anchor: 'start',
  box: { left: x + GAP - 2, right: x + GAP + w, top: y - HALF_LINE, bottom: y + HALF_LINE },
});
const left = (x: number, y: number, w: number): LabelPlace => ({
  x: x - GAP,
  y,
  anchor: 'end',
  box: { left: x - GAP - w, right: x - GAP + 2, top: y - HALF_LINE, bottom: y + HALF_LINE },
});
const vertical = (x: number, y: number, w: number, dy: number): LabelPlace => ({
  x,
  y: y + dy,
  anchor: 'middle',
  box: { left: x - w / 2, right: x + w / 2, top: y + dy - HALF_LINE, bottom: y + dy + HALF_LINE },
});

/**
 * Each marker's label place, in the markers' order (the first ones are placed first: put those whose
 * label matters most, a stalled car's, in front), or null where it is left out.
 * Example: two markers 5 px apart, both labelled: the second label goes to the other side or above.
 */
export function placeMarkLabels(
  marks: readonly { x: number; y: number; label: string }[],
  width: number,
  height: number,
): (LabelPlace | null)[] {
  const dots: Box[] = marks.map(({ x, y }) => ({
    left: x - DOT,
    right: x + DOT,
    top: y - DOT,
    bottom: y + DOT,
  }));
  const placed: Box[] = [];
  return marks.map(({ x, y, label }, index) => {
    const w = label.length * LETTER;
    const sides = x > width / 2 ? [left, right] : [right, left];
    const candidates = [
      ...sides.map((side) => side(x, y, w)),
      vertical(x, y, w, -(DOT + HALF_LINE + 2)),
      vertical(x, y, w, DOT + HALF_LINE + 2),
    ];
    // Its own dot only touches its label's places (and rounding could make that an overlap).
    const others = [...dots.filter((_, other) => other !== index), ...placed];
    const clear = ({ box }: LabelPlace) => !others.some((other) => overlaps(other, box));
    const inView = ({ box }: LabelPlace) =>
      box.left >= 0 && box.right <= width && box.top >= 0 && box.bottom <= height;
    // A place in view first; a long label on a phone fits nowhere whole, and is still better cut.
    const free = candidates.find((place) => clear(place) && inView(place)) ?? candidates.find(clear);
    if (!free) return null;
    placed.push(free.box);
    return free;
  });
}
