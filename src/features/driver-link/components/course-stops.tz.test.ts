// Runs in the 'time-zone' Vitest project (TZ=America/New_York): the driver's page shows Polish times.
import { describe, expect, it } from 'vitest';
import { stopClock, stopDateTime } from './course-stops';

describe('driver link times outside Poland', () => {
  it('shows a stop’s Polish clock time, not the phone’s', () => {
    expect(stopClock('2026-11-12T20:15:00Z')).toBe('21:15');
    expect(stopClock('2026-07-12T22:15:00Z')).toBe('00:15');
    expect(stopClock(null)).toBe('--:--');
  });

  it('shows the start and end of the course with the Polish day', () => {
    expect(stopDateTime('2026-11-12T23:30:00Z')).toBe('00:30 13.11.2026');
    expect(stopDateTime('nie czas')).toBe('');
  });
});
