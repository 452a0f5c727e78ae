// Runs in the 'time-zone' Vitest project (TZ=America/New_York): cards show Polish times, like the forms.
import { describe, expect, it } from 'vitest';
import { buildCourse, buildRide, buildSegment, buildPlace, buildWaypoint } from '@mocks/courses';
import { courseSchema } from '@domain/contract/course.schema';
import { rideDate } from './course-card';
import { clockTime } from './waypoint-row';

describe('course card times outside Poland', () => {
  it('shows a stop’s Polish clock time', () => {
    expect(clockTime('2026-11-12T06:30:00Z')).toBe('07:30');
    expect(clockTime('2026-07-12T22:15:00Z')).toBe('00:15');
    expect(clockTime(null)).toBeNull();
    expect(clockTime('nie czas')).toBeNull();
  });

  it('dates the card with the Polish day of its first stop', () => {
    const start = buildWaypoint({
      id: 1,
      time: '2026-11-12T23:30:00Z',
      place: buildPlace({ id: 1, name: 'A', address: '' }),
    });
    const course = courseSchema.parse(
      buildCourse({ rides: [buildRide({ segments: [buildSegment({ waypointStart: start })] })] }),
    );
    expect(rideDate(course)).toBe('13.11.2026');
    expect(rideDate({ rides: [] })).toBe('Brak daty');
  });
});
