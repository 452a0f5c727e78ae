import { describe, expect, it } from 'vitest';
import { isStalled, STALLED_DUE_WITHIN_MIN, type StalledInput } from './stalled-car';

const now = new Date('2026-12-07T07:10:00Z');
const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
/** Warsaw Central; the car starts ~5,5 km west of it. */
const stop = { latitude: 52.2288, longitude: 21.0033 };
const west = (km: number) => ({ latitude: stop.latitude, longitude: stop.longitude - km / 68.4 });

const course = (
  positions: StalledInput['positions'],
  overrides: Partial<StalledInput> = {},
): StalledInput => ({
  startedAt: at(20),
  firstStop: { ...stop, time: at(-10), reached: false },
  positions,
  ...overrides,
});

describe('isStalled', () => {
  it('flags a car standing still for 5 minutes while its first stop is due', () => {
    const series = [0, 2, 4, 6, 8].map((minutes) => ({ ...west(5.5), at: at(minutes) }));
    expect(isStalled(course(series), now)).toBe(true);
  });

  it('flags a car moving away from the first stop', () => {
    const series = [
      { ...west(5), at: at(6) },
      { ...west(5.5), at: at(3) },
      { ...west(6), at: at(0) },
    ];
    expect(isStalled(course(series), now)).toBe(true);
  });

  it('does not flag a car coming closer, in any order of the series', () => {
    const series = [
      { ...west(3), at: at(0) },
      { ...west(5.5), at: at(6) },
      { ...west(4.5), at: at(3) },
    ];
    expect(isStalled(course(series), now)).toBe(false);
  });

  it('flags a started course with no position in the last 5 minutes', () => {
    expect(isStalled(course([]), now)).toBe(true);
    expect(isStalled(course([{ ...west(2), at: at(7) }]), now)).toBe(true);
  });

  it('waits 5 minutes after the start and after the first shared position', () => {
    expect(isStalled(course([], { startedAt: at(3) }), now)).toBe(false);
    expect(
      isStalled(
        course([
          { ...west(5), at: at(4) },
          { ...west(5), at: at(0) },
        ]),
        now,
      ),
    ).toBe(false);
  });

  it('does not flag a car waiting at the stop, a reached stop, or a stop due later than 30 minutes', () => {
    const still = [6, 0].map((minutes) => ({ ...west(0.2), at: at(minutes) }));
    expect(isStalled(course(still), now)).toBe(false);
    const far = [6, 0].map((minutes) => ({ ...west(5), at: at(minutes) }));
    expect(isStalled(course(far, { firstStop: { ...stop, time: at(-10), reached: true } }), now)).toBe(false);
    const later = { ...stop, time: at(-(STALLED_DUE_WITHIN_MIN + 1)), reached: false };
    expect(isStalled(course(far, { firstStop: later }), now)).toBe(false);
    expect(isStalled(course(far, { firstStop: { ...stop, time: at(-29), reached: false } }), now)).toBe(true);
  });

  it('never flags a course not started or without a first stop', () => {
    expect(isStalled(course([], { startedAt: null }), now)).toBe(false);
    expect(isStalled(course([], { firstStop: null }), now)).toBe(false);
  });

  it('counts an overdue stop as due and ignores readings from the future', () => {
    const overdue = { ...stop, time: at(15), reached: false };
    const series = [
      { ...west(5), at: at(6) },
      { ...west(5), at: at(0) },
      { ...west(1), at: at(-1) },
    ];
    expect(isStalled(course(series, { firstStop: overdue }), now)).toBe(true);
  });
});
