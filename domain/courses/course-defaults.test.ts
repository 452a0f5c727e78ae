import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DRIVER_ACCEPTANCE_MINUTES,
  canDeleteWaypoint,
  deleteWaypoint,
  insertWaypointAfter,
  insertWaypointBefore,
  newTaxiCourseDraft,
  waypointLetter,
} from './course-defaults';
import { taxiCourseFormSchema } from './course-form.schema';
import { toFormFieldPath } from './course-form.fields';

describe('newTaxiCourseDraft', () => {
  // 23:50 on 7 March in Warsaw (the Polish day is the draft's; course-defaults.tz.test.ts).
  const now = new Date('2024-03-07T22:50:00Z');
  const draft = newTaxiCourseDraft(now, '/api/companies/1');

  it('plans one segment today with a 15-minute driver acceptance deadline', () => {
    expect(DRIVER_ACCEPTANCE_MINUTES).toBe(15);
    const ride = draft.rides[0];
    expect(ride?.status).toBe('planning');
    expect(ride?.waypoints).toEqual([
      { place: null, date: '2024-03-07', time: null, passengers: [], locomotives: [] },
      { place: null, date: '2024-03-07', time: null, passengers: [], locomotives: [] },
    ]);
    expect(new Date(String(ride?.driverHasToAcceptAt)).getTime() - now.getTime()).toBe(15 * 60_000);
  });

  it('is not yet valid: the dispatcher still fills times, places, passengers, base and number', () => {
    const result = taxiCourseFormSchema.safeParse(draft);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => toFormFieldPath(issue.path)) ?? [];
    expect(paths).toEqual([
      'rides.0.number',
      'rides.0.waypoints.0.passengers',
      'rides.0.waypoints.0.time',
      'rides.0.waypoints.1.time',
      'rides.0.waypoints.0.place',
      'rides.0.fromStartingBase',
    ]);
  });
});

describe('waypointLetter', () => {
  it.each([
    [0, 'A'],
    [1, 'B'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('names stop %i %s', (index, letter) => {
    expect(waypointLetter(index)).toBe(letter);
  });

  it('gives every stop its own letters', () => {
    const letters = Array.from({ length: 1000 }, (_, index) => waypointLetter(index));
    expect(new Set(letters).size).toBe(1000);
  });

  it('refuses a negative or fractional index', () => {
    expect(() => waypointLetter(-1)).toThrow(RangeError);
    expect(() => waypointLetter(1.5)).toThrow(RangeError);
  });
});

describe('waypoint editing', () => {
  it('adds a stop before B and names the stop it now precedes', () => {
    expect(insertWaypointBefore(['a', 'b'], 1, 'x')).toEqual({
      waypoints: ['a', 'x', 'b'],
      index: 1,
      note: 'Przystanek został dodany przed przystankiem C',
    });
  });

  it('adds a stop after the last one', () => {
    expect(insertWaypointAfter(['a', 'b'], 1, 'x')).toEqual({
      waypoints: ['a', 'b', 'x'],
      index: 2,
      note: 'Przystanek został dodany po przystanku B',
    });
  });

  it('refuses an index with no stop', () => {
    expect(() => insertWaypointBefore(['a'], 1, 'x')).toThrow(RangeError);
    expect(() => insertWaypointAfter([], 0, 'x')).toThrow(RangeError);
  });

  it('ignores deleting the only stop', () => {
    const only = ['a'];
    expect(canDeleteWaypoint(only)).toBe(false);
    expect(deleteWaypoint(only, 0)).toBe(only);
    expect(deleteWaypoint(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(deleteWaypoint(['a', 'b'], 5)).toEqual(['a', 'b']);
  });

  it('keeps the other stops in order around an insertion and a deletion', () => {
    const list = fc.array(fc.integer(), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(list, fc.nat(), fc.boolean(), (stops, pick, before) => {
        const index = pick % stops.length;
        const added = before ? insertWaypointBefore(stops, index, -1) : insertWaypointAfter(stops, index, -1);
        expect(added.waypoints).toHaveLength(stops.length + 1);
        expect(added.waypoints[added.index]).toBe(-1);
        expect(added.waypoints.filter((_, i) => i !== added.index)).toEqual(stops);
        expect(deleteWaypoint(added.waypoints, added.index)).toEqual(stops);
      }),
    );
  });

  it('never leaves a list without a stop', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { minLength: 1, maxLength: 10 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        (stops, picks) => {
          let current: readonly number[] = stops;
          for (const pick of picks) current = deleteWaypoint(current, pick % current.length);
          expect(current.length).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});
