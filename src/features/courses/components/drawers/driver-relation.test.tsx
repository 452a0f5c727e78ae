import { describe, expect, it } from 'vitest';
import { buildCourse, buildPlace, buildRide, buildSegment, buildWaypoint } from '@mocks/courses';
import { courseSchema } from '@domain/contract/course.schema';
import { flattenRides, relationOf, storedRelation } from './driver-relation';

const place = (id: number) => buildPlace({ id, name: `Miejsce ${id}`, address: 'ul. Kolejowa 1' });

/** Two rides: A 1 -> 2 ending at `end`, B 2 -> 3 starting at `start`. */
function twoRides(end: string, start: string) {
  const a = buildSegment({
    waypointStart: buildWaypoint({ id: 1, time: '2030-03-07T10:00:00Z', place: place(1) }),
    waypointEnd: buildWaypoint({ id: 2, time: end, place: place(2) }),
  });
  const b = buildSegment({
    waypointStart: buildWaypoint({ id: 3, time: start, place: place(2) }),
    waypointEnd: buildWaypoint({ id: 4, time: '2030-03-07T11:00:00Z', place: place(3) }),
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

describe('relationOf (Relacja kierowcy)', () => {
  it('draws the stored legs in relation order with the stored total and route link', () => {
    const [a, b] = [buildSegment({ distance: 10 }), buildSegment({ distance: 2.5 })];
    const course = courseSchema.parse(
      buildCourse({
        driverDistanceSum: 12.5,
        routeForDriverRelation: 'https://www.google.com/maps/dir/?api=1',
        rides: [
          buildRide({ driverSegments: [{ ...a, position: 0 }] }),
          buildRide({ driverSegments: [{ ...b, position: 1 }] }),
        ],
      }),
    );
    const relation = relationOf(course);
    expect(relation?.segments.map((segment) => [segment.id, segment.position])).toEqual([
      [a.id, 1],
      [b.id, 2],
    ]);
    expect(relation?.distanceSum).toBe(12.5);
    expect(relation?.routeUrl).toBe('https://www.google.com/maps/dir/?api=1');
  });

  it('falls back to the rides flattened when nothing is stored', () => {
    const course = twoRides('2030-03-07T10:30:00Z', '2030-03-07T10:45:00Z');
    expect(storedRelation(course)).toBeNull();
    expect(relationOf(course)).toEqual(flattenRides(course));
  });
});
