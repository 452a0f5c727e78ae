import { describe, expect, it } from 'vitest';
import { COURSE_MESSAGES } from './course-messages';
import {
  kilometerCourseIssues,
  routePlaceIssues,
  stopOrderIssues,
  taxiRideIssues,
} from './course-form.rules';

describe('stopOrderIssues (row 138)', () => {
  const at = (date: string, time: string) => ({ date, time });
  it('refuses a stop earlier than the one before it, on its time', () => {
    expect(stopOrderIssues([at('2030-03-07', '10:00'), at('2030-03-07', '08:00')])).toEqual([
      { path: ['waypoints', 1, 'time'], message: COURSE_MESSAGES.stopBeforePrevious },
    ]);
    expect(stopOrderIssues([at('2030-03-07', '23:30'), at('2030-03-06', '23:45')])).toHaveLength(1);
  });

  it('allows equal times, the next day and stops without a time yet', () => {
    expect(stopOrderIssues([at('2030-03-07', '10:00'), at('2030-03-07', '10:00')])).toEqual([]);
    expect(stopOrderIssues([at('2030-03-07', '23:30'), at('2030-03-08', '00:15')])).toEqual([]);
    expect(
      stopOrderIssues([
        at('2030-03-07', '10:00'),
        { date: '2030-03-07', time: '' },
        at('2030-03-07', '11:00'),
      ]),
    ).toEqual([]);
  });
});

describe('routePlaceIssues (courses.md §5: two consecutive stops with a place)', () => {
  const at = (...places: (string | null)[]) => places.map((place) => ({ place }));
  const issue = (index: number) => [
    { path: ['waypoints', index, 'place'], message: COURSE_MESSAGES.consecutivePlaces },
  ];

  it('accepts a route with one pair of consecutive places anywhere in it', () => {
    expect(routePlaceIssues(at('/api/places/1', '/api/places/2'))).toEqual([]);
    expect(routePlaceIssues(at(null, '/api/places/1', '/api/places/2'))).toEqual([]);
    expect(routePlaceIssues(at('/api/places/1', null, '/api/places/2', '/api/places/3'))).toEqual([]);
  });

  it('refuses a route without places, or with places only on stops apart, on the first stop without one', () => {
    expect(routePlaceIssues(at(null, null))).toEqual(issue(0));
    expect(routePlaceIssues(at('/api/places/1', null))).toEqual(issue(1));
    expect(routePlaceIssues(at('/api/places/1', '', '/api/places/2'))).toEqual(issue(1));
  });

  it('leaves a route of fewer than two stops to the stop-count rule', () => {
    expect(routePlaceIssues(at(null))).toEqual([]);
    expect(routePlaceIssues([])).toEqual([]);
  });
});

describe('the place rule in the course rules', () => {
  const stop = (place: string | null) => ({
    place,
    date: '2030-03-07',
    time: '08:00',
    passengers: ['/api/passengers/1'],
  });

  it('reports a taxi ride and a kilometer ride without places at their first stop', () => {
    expect(
      taxiRideIssues({ fromStartingBase: '/api/starting_bases/1', waypoints: [stop(null), stop(null)] }),
    ).toEqual([{ path: ['waypoints', 0, 'place'], message: COURSE_MESSAGES.consecutivePlaces }]);
    expect(kilometerCourseIssues({ rides: [{ waypoints: [stop('/api/places/1'), stop(null)] }] })).toEqual([
      { path: ['rides', 0, 'waypoints', 1, 'place'], message: COURSE_MESSAGES.consecutivePlaces },
    ]);
  });
});
