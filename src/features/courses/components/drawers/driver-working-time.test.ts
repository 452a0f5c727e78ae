import { describe, expect, it } from 'vitest';
import { driverWorkingTime } from './driver-working-time';

describe('driverWorkingTime', () => {
  it('counts from the start to the end of the course', () => {
    expect(driverWorkingTime('2026-11-12T06:10:00Z', '2026-11-12T14:05:00Z')).toBe('07:55 h');
  });

  it('counts up to now while the driver has not ended', () => {
    const now = new Date('2026-11-12T07:00:30Z');
    expect(driverWorkingTime('2026-11-12T06:10:00Z', null, now)).toBe('00:50 h');
  });

  it('shows more than a day in hours', () => {
    expect(driverWorkingTime('2026-11-12T00:00:00Z', '2026-11-13T02:30:00Z')).toBe('26:30 h');
  });

  it('is empty before the driver started', () => {
    expect(driverWorkingTime(null, null)).toBeNull();
    expect(driverWorkingTime(undefined, '2026-11-12T14:05:00Z')).toBeNull();
  });
});
