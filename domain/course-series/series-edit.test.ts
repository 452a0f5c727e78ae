import { describe, expect, it } from 'vitest';
import type { TaxiCourseFormData } from '../courses/course-form.schema';
import { followingEditForm, seriesEditNotice, type FollowingCourse } from './series-edit';

const stop = (date: string, time: string, place: string) => ({
  id: null,
  place,
  date,
  time,
  passengers: ['/api/passengers/1'],
  locomotives: [],
});
const edited: TaxiCourseFormData = {
  company: '/api/companies/1',
  contractor: '/api/companies/2',
  subcontractor: null,
  driver: '/api/drivers/3',
  driverPhoneNumber: null,
  rides: [
    {
      id: '/api/taxi_course_rides/10',
      number: 'PI/1',
      status: 'accepted_by_driver',
      driverHasToAcceptAt: '2026-12-07T06:00:00Z',
      fromStartingBase: '/api/starting_bases/1',
      toStartingBase: null,
      waypoints: [
        stop('2026-12-07', '23:30', '/api/abstract_places/1'),
        stop('2026-12-08', '00:30', '/api/abstract_places/2'),
      ],
    },
  ],
};
const later: FollowingCourse = {
  company: '/api/companies/9',
  day: '2026-12-09',
  rides: [
    { id: '/api/taxi_course_rides/20', number: 'PI/2', status: 'planning', waypoints: ['/api/waypoints/5'] },
  ],
};

describe('followingEditForm', () => {
  it('moves the edited stops to the later day, keeping its company, ride, number and stops', () => {
    expect(followingEditForm(edited, later)).toEqual({
      ...edited,
      company: '/api/companies/9',
      rides: [
        {
          ...edited.rides[0],
          id: '/api/taxi_course_rides/20',
          number: 'PI/2',
          status: null,
          driverHasToAcceptAt: null,
          waypoints: [
            { ...stop('2026-12-09', '23:30', '/api/abstract_places/1'), id: '/api/waypoints/5' },
            stop('2026-12-10', '00:30', '/api/abstract_places/2'),
          ],
        },
      ],
    });
  });

  it('leaves a course with a ride no longer open or another number of rides', () => {
    const rides = later.rides.map((ride) => ({ ...ride, status: 'finished' }));
    expect(followingEditForm(edited, { ...later, rides })).toBe('status');
    expect(followingEditForm(edited, { ...later, rides: [...later.rides, ...later.rides] })).toBe('rides');
  });
});

describe('seriesEditNotice', () => {
  it('counts the changed courses and lists the others with why', () => {
    expect(seriesEditNotice(2, [])).toBe('Zmieniono 2 kursy serii.');
    expect(seriesEditNotice(5, [{ number: 'PI/3', date: '2026-12-11', reason: 'brak uprawnień' }])).toBe(
      'Zmieniono 5 kursów serii. Nie zmieniono: PI/3 (11.12.2026): brak uprawnień',
    );
  });
});
