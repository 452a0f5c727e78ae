// Runs in the 'time-zone' Vitest project (TZ=America/New_York): the driver's page shows Polish times.
import { describe, expect, it } from 'vitest';
import { buildCourseInfo } from '../api/course-info.fixture';
import { courseDayText, endWarning, startWarning, stopClock, stopDateTime, stopDay } from './course-stops';

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

  it('says the Polish day of each stop and of the course (issue 31)', () => {
    expect(stopDay('2026-11-12T23:30:00Z')).toBe('13.11');
    // The fixture's first stop: 2030-03-07 08:00 in Poland.
    expect(courseDayText(buildCourseInfo())).toBe('Kurs na 07.03.2030');
  });

  it('warns on starting on another Polish day, and on ending before the first stop', () => {
    const info = buildCourseInfo();
    expect(startWarning(info, new Date('2030-03-06T23:30:00Z'))).toBeNull();
    expect(startWarning(info, new Date('2030-03-06T22:59:00Z'))).toBe(
      'Kurs jest zaplanowany na 07.03.2030, a dziś jest 06.03.2030.',
    );
    expect(endWarning(info, new Date('2030-03-07T06:59:00Z'))).toBe(
      'Pierwszy przystanek jest zaplanowany na 08:00 07.03.2030.',
    );
    expect(endWarning(info, new Date('2030-03-07T07:00:00Z'))).toBeNull();
  });
});
