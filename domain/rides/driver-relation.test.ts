import { describe, expect, it } from 'vitest';
import { byFirstStart, driverRelation, relationLegs } from './driver-relation';

const at = (hhmm: string, seconds = '00') => `2030-03-07T${hhmm}:${seconds}Z`;

describe('driverRelation', () => {
  it('flattens rides in time order and merges the same place in the same minute', () => {
    const later = {
      id: 2,
      waypoints: [
        { placeId: 2, time: at('10:30', '40') },
        { placeId: 3, time: at('11:00') },
      ],
    };
    const earlier = {
      id: 1,
      waypoints: [
        { placeId: 1, time: at('10:00') },
        { placeId: 2, time: at('10:30') },
      ],
    };
    const stops = driverRelation([later, earlier]);
    expect(stops.map((stop) => [stop.placeId, stop.rideIds])).toEqual([
      [1, [1]],
      [2, [1, 2]],
      [3, [2]],
    ]);
    expect(relationLegs(stops)).toHaveLength(2);
  });

  it('keeps the same place at another minute and another place at the same minute', () => {
    const stops = driverRelation([
      {
        id: 1,
        waypoints: [
          { placeId: 1, time: at('10:00') },
          { placeId: 2, time: at('10:30') },
        ],
      },
      {
        id: 2,
        waypoints: [
          { placeId: 2, time: at('10:31') },
          { placeId: 4, time: at('10:31') },
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
          { placeId: null, time: at('10:00') },
          { placeId: null, time: at('10:00') },
        ],
      },
      {
        id: 2,
        waypoints: [
          { placeId: 5, time: null },
          { placeId: 5, time: null },
        ],
      },
    ]);
    expect(stops).toHaveLength(4);
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
