import { describe, expect, it } from 'vitest';
import {
  byFirstStart,
  distanceSum,
  driverRelation,
  driverRelationLegs,
  inDriverRelation,
} from './driver-relation';

const at = (hhmm: string, seconds = '00') => `2030-03-07T${hhmm}:${seconds}Z`;

/** A: X(1) 10:00 -> Y(2) 10:30; B: Y(2) at `meet` -> Z(3) 11:00. Waypoint ids 11, 12 and 21, 22. */
function meetingRides(meet: string) {
  return [
    {
      id: 2,
      waypoints: [
        { id: 21, placeId: 2, time: meet },
        { id: 22, placeId: 3, time: at('11:00') },
      ],
    },
    {
      id: 1,
      waypoints: [
        { id: 11, placeId: 1, time: at('10:00') },
        { id: 12, placeId: 2, time: at('10:30') },
      ],
    },
  ];
}

describe('driverRelation', () => {
  it('flattens rides in time order and merges the same place in the same minute', () => {
    const stops = driverRelation(meetingRides(at('10:30', '40')));
    expect(stops.map((stop) => [stop.placeId, stop.rideIds, stop.waypointIds])).toEqual([
      [1, [1], [11]],
      [2, [1, 2], [12, 21]],
      [3, [2], [22]],
    ]);
  });

  it('keeps the same place at another minute and another place at the same minute', () => {
    const stops = driverRelation([
      {
        id: 1,
        waypoints: [
          { id: 1, placeId: 1, time: at('10:00') },
          { id: 2, placeId: 2, time: at('10:30') },
        ],
      },
      {
        id: 2,
        waypoints: [
          { id: 3, placeId: 2, time: at('10:31') },
          { id: 4, placeId: 4, time: at('10:31') },
        ],
      },
    ]);
    expect(stops.map((stop) => stop.placeId)).toEqual([1, 2, 2, 4]);
  });

  it('never merges stops without a place or a time', () => {
    const stops = driverRelation([
      {
        id: 1,
        waypoints: [
          { id: 1, placeId: null, time: at('10:00') },
          { id: 2, placeId: null, time: at('10:00') },
        ],
      },
      {
        id: 2,
        waypoints: [
          { id: 3, placeId: 5, time: null },
          { id: 4, placeId: 5, time: null },
        ],
      },
    ]);
    expect(stops).toHaveLength(4);
  });
});

describe('driverRelationLegs', () => {
  it('gives merged rides one leg per ride segment, each kept on its ride', () => {
    expect(driverRelationLegs(meetingRides(at('10:30', '40')))).toEqual([
      {
        position: 0,
        rideId: 1,
        fromWaypointId: 11,
        toWaypointId: 12,
        segment: { fromWaypointId: 11, toWaypointId: 12 },
      },
      {
        position: 1,
        rideId: 2,
        fromWaypointId: 12,
        toWaypointId: 22,
        segment: { fromWaypointId: 21, toWaypointId: 22 },
      },
    ]);
  });

  it('adds a leg without a segment between rides that do not meet, kept on the ride it drives to', () => {
    const legs = driverRelationLegs(meetingRides(at('10:45')));
    expect(legs.map((leg) => [leg.rideId, leg.fromWaypointId, leg.toWaypointId, leg.segment])).toEqual([
      [1, 11, 12, { fromWaypointId: 11, toWaypointId: 12 }],
      [2, 12, 21, null],
      [2, 21, 22, { fromWaypointId: 21, toWaypointId: 22 }],
    ]);
  });

  it('has no legs for a single stop or no rides', () => {
    expect(driverRelationLegs([])).toEqual([]);
    expect(driverRelationLegs([{ id: 1, waypoints: [{ id: 1, placeId: 1, time: at('10:00') }] }])).toEqual(
      [],
    );
  });
});

describe('inDriverRelation', () => {
  it.each([
    ['accepted_by_driver', 2, true],
    ['accepted_by_driver', 5, true],
    ['accepted_by_driver', 1, false],
    ['waiting_for_driver_acceptance', 2, false],
    ['finished', 3, false],
  ] as const)('%s in a course of %i rides: %s', (status, count, expected) => {
    expect(inDriverRelation(status, count)).toBe(expected);
  });
});

describe('distanceSum', () => {
  it('adds the known distances to 0.1 km, null when none is known', () => {
    expect(distanceSum([12.34, null, 0.71])).toBe(13.1);
    expect(distanceSum([null, null])).toBeNull();
    expect(distanceSum([])).toBeNull();
  });
});

describe('byFirstStart', () => {
  it('orders by start, undated last, ties by id', () => {
    const list = [
      { id: 3, startsAt: null },
      { id: 2, startsAt: at('09:00') },
      { id: 1, startsAt: at('09:00') },
      { id: 4, startsAt: at('08:00') },
    ];
    expect(byFirstStart(list).map((ride) => ride.id)).toEqual([4, 1, 2, 3]);
  });
});
