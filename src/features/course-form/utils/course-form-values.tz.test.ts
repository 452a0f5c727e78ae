// Runs in the 'time-zone' Vitest project (TZ=America/New_York): the edit form shows Polish time anyway.
import { describe, expect, it } from 'vitest';
import { stopInstant } from '@domain/courses/course-form.rules';
import { courseFormValues } from './course-form-values';
import { buildSegment, buildWaypoint } from '@mocks/courses';
import type { EditedCourse } from '../api/get-taxi-course';

const stop = (id: number, time: string | null) => buildWaypoint({ id, time });

/** A one-ride course whose stops are at `times` (instants as the server sends them). */
const courseAt = (times: (string | null)[]): EditedCourse => ({
  '@id': '/api/taxi_courses/7',
  '@type': 'TaxiCourse',
  id: 7,
  series: null,
  contractor: null,
  subcontractor: null,
  driver: null,
  driverPhoneNumber: null,
  rides: [
    {
      '@id': '/api/taxi_course_rides/9',
      number: 'IC/0001/03/2030',
      status: 'planning',
      company: { id: 1, name: 'PKP Intercity' },
      fromStartingBase: null,
      toStartingBase: null,
      driverHasToAcceptAt: null,
      segments: times.slice(0, -1).map((time, index) =>
        buildSegment({
          employees: [],
          waypointStart: stop(index + 1, time),
          waypointEnd: stop(index + 2, times[index + 1] ?? null),
        }),
      ),
    },
  ],
});

const datesAndTimes = (times: (string | null)[]) =>
  courseFormValues(courseAt(times), null).values.rides[0]?.waypoints.map((w) => [w.date, w.time]);

describe('courseFormValues in a browser outside Poland', () => {
  it('runs in New York', () => {
    expect(new Date('2030-03-07T23:30:00Z').getDate()).toBe(7);
  });

  it('splits stop times into the Polish date and hour', () => {
    expect(datesAndTimes(['2030-03-07T23:30:00.000Z', '2030-07-08T05:00:00.000Z', null])).toEqual([
      ['2030-03-08', '00:30'],
      ['2030-07-08', '07:00'],
      [null, null],
    ]);
  });

  it('tells the two 02:30 of the last Sunday of October apart and skips the lost hour of March', () => {
    const october = ['2030-10-27T00:30:00.000Z', '2030-10-27T01:30:00.000Z'];
    expect(datesAndTimes(october)).toEqual([
      ['2030-10-27', '02:30'],
      ['2030-10-27', '02:30'],
    ]);
    expect(datesAndTimes(['2030-03-31T00:59:00.000Z', '2030-03-31T01:00:00.000Z'])).toEqual([
      ['2030-03-31', '01:59'],
      ['2030-03-31', '03:00'],
    ]);
  });

  it('gives back the instant the server sent when saved unchanged', () => {
    const times = ['2030-03-07T23:30:00.000Z', '2030-03-31T01:00:00.000Z', '2030-10-27T00:30:00.000Z'];
    const waypoints = courseFormValues(courseAt(times), null).values.rides[0]?.waypoints ?? [];
    expect(
      waypoints.map((w) => stopInstant({ date: w.date ?? null, time: w.time ?? null })?.toISOString()),
    ).toEqual(times);
  });
});
