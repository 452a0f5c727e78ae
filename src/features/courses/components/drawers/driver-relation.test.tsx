import { describe, expect, it } from 'vitest';
import { buildCourse, buildRide, buildSegment } from '@mocks/courses';
import { courseSchema } from '@/features/courses/api/course.schema';
import { flattenRides } from './driver-relation';

const place = (id: number) => ({ id, name: `Miejsce ${id}`, address: 'ul. Kolejowa 1' });

/** Two rides: A 1 -> 2 ending at `end`, B 2 -> 3 starting at `start`. */
function twoRides(end: string, start: string) {
  const a = buildSegment({
    waypointStart: { id: 1, time: '2030-03-07T10:00:00Z', place: place(1) },
    waypointEnd: { id: 2, time: end, place: place(2) },
  });
  const b = buildSegment({
    waypointStart: { id: 3, time: start, place: place(2) },
    waypointEnd: { id: 4, time: '2030-03-07T11:00:00Z', place: place(3) },
  });
  const course = buildCourse({ rides: [buildRide({ segments: [a] }), buildRide({ segments: [b] })] });
  return courseSchema.parse(course);
}

describe('flattenRides (Relacja kierowcy)', () => {
  it('merges the same place in the same minute: no leg between the rides', () => {
    const flat = flattenRides(twoRides('2030-03-07T10:30:00Z', '2030-03-07T10:30:40Z'));
    expect(flat?.segments).toHaveLength(2);
  });

  it('keeps a leg where the next ride starts at another minute', () => {
    const flat = flattenRides(twoRides('2030-03-07T10:30:00Z', '2030-03-07T10:45:00Z'));
    expect(flat?.segments).toHaveLength(3);
  });
});
