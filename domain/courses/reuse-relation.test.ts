import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxiCourseFormSchema, type TaxiRideFormInput } from './course-form.schema';
import { shiftIsoDate } from '../dates';
import { reuseRides } from './reuse-relation';

const stop = (date: string | null, time: string | null, passengers: string[] = []) => ({
  id: '/api/waypoints/7',
  place: '/api/abstract_places/3',
  date,
  time,
  passengers,
  locomotives: ['/api/locomotives/2'],
});

const oldRide = (waypoints: TaxiRideFormInput['waypoints']): TaxiRideFormInput => ({
  id: '/api/taxi_course_rides/12',
  number: 'IC/0012/02/2024',
  status: 'finished',
  driverHasToAcceptAt: '2024-02-20T08:00:00+01:00',
  fromStartingBase: '/api/starting_bases/1',
  toStartingBase: null,
  waypoints,
});

describe('shiftIsoDate', () => {
  it('moves by calendar days across months, leap days and the DST change', () => {
    expect(shiftIsoDate('2024-02-28', 2)).toBe('2024-03-01');
    expect(shiftIsoDate('2024-03-30', 1)).toBe('2024-03-31');
    expect(shiftIsoDate('2024-03-31', 1)).toBe('2024-04-01');
    expect(shiftIsoDate('2024-01-05', -5)).toBe('2023-12-31');
  });
});

describe('reuseRides', () => {
  const now = new Date(2024, 2, 7, 9, 0);

  it('copies places, passengers, locomotives and the starting base onto today, keeping clock times', () => {
    const [ride] = reuseRides(
      [oldRide([stop('2024-02-20', '06:30', ['/api/passengers/1']), stop('2024-02-20', '08:05')])],
      now,
    );
    expect(ride).toEqual({
      number: '',
      status: 'planning',
      driverHasToAcceptAt: expect.stringMatching(/^2024-03-07T09:15:00[+-]\d{2}:\d{2}$/) as unknown,
      fromStartingBase: '/api/starting_bases/1',
      toStartingBase: null,
      waypoints: [
        {
          place: '/api/abstract_places/3',
          date: '2024-03-07',
          time: '06:30',
          passengers: ['/api/passengers/1'],
          locomotives: ['/api/locomotives/2'],
        },
        {
          place: '/api/abstract_places/3',
          date: '2024-03-07',
          time: '08:05',
          passengers: [],
          locomotives: ['/api/locomotives/2'],
        },
      ],
    });
    // Nothing of the old ride is referenced any more: a save creates new rides and stops.
    expect(ride).not.toHaveProperty('id');
    expect(ride?.waypoints[0]).not.toHaveProperty('id');
  });

  it('keeps a relation over midnight, and the days between rides, relative to the first stop', () => {
    const rides = reuseRides(
      [
        oldRide([stop('2024-02-20', '22:30'), stop('2024-02-21', '01:00')]),
        oldRide([stop('2024-02-22', '07:00'), stop(null, null)]),
      ],
      now,
    );
    expect(rides.map((ride) => ride.waypoints.map((waypoint) => [waypoint.date, waypoint.time]))).toEqual([
      [
        ['2024-03-07', '22:30'],
        ['2024-03-08', '01:00'],
      ],
      [
        ['2024-03-09', '07:00'],
        ['2024-03-07', null],
      ],
    ]);
  });

  it('gives a course that only lacks its new ride number', () => {
    const [ride] = reuseRides(
      [oldRide([stop('2023-12-31', '23:00', ['/api/passengers/1']), stop('2024-01-01', '00:40')])],
      now,
    );
    const course = { company: '/api/companies/1', rides: [{ ...ride, number: 'IC/0001/03/2024' }] };
    expect(taxiCourseFormSchema.safeParse(course).success).toBe(true);
  });

  it('always puts the first dated stop on today and keeps the gaps between stops', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => shiftIsoDate('2020-01-01', n));
    fc.assert(
      fc.property(fc.array(day, { minLength: 2, maxLength: 6 }), (dates) => {
        const [ride] = reuseRides([oldRide(dates.map((date) => stop(date, '12:00')))], now);
        const moved = ride?.waypoints.map((waypoint) => waypoint.date ?? '') ?? [];
        expect(moved[0]).toBe('2024-03-07');
        const gap = (list: string[], index: number) =>
          Date.parse(list[index] ?? '') - Date.parse(list[0] ?? '');
        dates.forEach((_, index) => expect(gap(moved, index)).toBe(gap(dates, index)));
      }),
    );
  });
});
