/**
 * The flag of a car that is not on its way to the first stop when it should be (issue 35 part 1,
 * row 826). Pure: the server computes it for the map from the course's first stop and positions.
 */
import { haversineKm, type LatLng } from '../courses/geo';

/** The flag looks at courses whose first stop is due within this many minutes (or overdue). */
export const STALLED_DUE_WITHIN_MIN = 30;
/** The car must have come closer to the first stop over this many minutes of positions. */
export const STALLED_WINDOW_MIN = 5;
/** Closer by less than this (GPS jitter, a red light) is not closer. */
const MIN_PROGRESS_KM = 0.1;
/** A car this near the stop is waiting there, not stalled. */
const AT_STOP_KM = 0.3;

export const STALLED_TEXT = 'Samochód nie jedzie do pierwszego przystanku';

const MINUTE_MS = 60_000;

export interface TimedPosition extends LatLng {
  /** ISO time or Date of the reading. */
  at: Date | string;
}

export interface StalledInput {
  /** When the driver started the course; null before the start (never flagged). */
  startedAt: Date | string | null;
  /** The course's first stop: where and when, and whether the driver marked it reached. */
  firstStop: (LatLng & { time: Date | string | null; reached: boolean }) | null;
  /** The course's positions, any order (the server sends the latest and the one M minutes before). */
  positions: readonly TimedPosition[];
}

const ms = (value: Date | string) => new Date(value).getTime();

/**
 * Flagged when the course has been started for M minutes, its first stop is not reached and due
 * within N minutes (or overdue), the car is not at it, and either no position came in the last M
 * minutes or the distance to it has not dropped by 100 m since the position M minutes ago.
 * Example: isStalled({ startedAt: '2026-12-07T07:00:00Z', firstStop: { ...stop, time: '2026-12-07T07:20:00Z', reached: false },
 *   positions: [{ ...samePlace, at: '2026-12-07T07:04:00Z' }, { ...samePlace, at: '2026-12-07T07:10:00Z' }] }, new Date('2026-12-07T07:10:00Z')) === true
 */
export function isStalled(input: StalledInput, now: Date): boolean {
  const { startedAt, firstStop } = input;
  const nowMs = now.getTime();
  const windowStart = nowMs - STALLED_WINDOW_MIN * MINUTE_MS;
  if (!startedAt || !firstStop || firstStop.reached || !firstStop.time) return false;
  if (ms(firstStop.time) - nowMs > STALLED_DUE_WITHIN_MIN * MINUTE_MS) return false;
  // A driver who has just started gets the window to set off and share a first position.
  if (ms(startedAt) > windowStart) return false;
  const sorted = input.positions.filter((p) => ms(p.at) <= nowMs).sort((a, b) => ms(a.at) - ms(b.at));
  const latest = sorted.at(-1);
  if (!latest || ms(latest.at) < windowStart) return true;
  const distance = haversineKm(latest, firstStop);
  if (distance <= AT_STOP_KM) return false;
  const before = sorted.filter((p) => ms(p.at) <= windowStart).at(-1);
  // Sharing began less than M minutes ago: nothing to compare with yet.
  if (!before) return false;
  return haversineKm(before, firstStop) - distance < MIN_PROGRESS_KM;
}
