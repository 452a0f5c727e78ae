import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors';
import { parseCourseListQuery } from './course-list.query';
import { likePattern } from './course-list.repository';

describe('parseCourseListQuery', () => {
  it('defaults to page 1 of 15, newest first, without cancelled courses', () => {
    expect(parseCourseListQuery({})).toEqual({
      page: 1,
      after: null,
      itemsPerPage: 15,
      search: null,
      includeCancelledCourses: false,
      type: null,
      dateStartAfter: null,
      dateStartBefore: null,
      rideStatuses: [],
      excludedRideStatuses: [],
      column: null,
      orderBy: 'startsAt',
      order: 'desc',
      references: {
        locomotive: null,
        createdBy: null,
        taxiCourseDriver: null,
        kilometerCourseDriver: null,
        fromStartingBase: null,
        transportCompany: null,
        customerCompany: null,
      },
    });
  });

  it('reads every filter', () => {
    expect(
      parseCourseListQuery({
        page: '3',
        itemsPerPage: '250',
        search: '  IC/0012 ',
        includeCancelledCourses: 'true',
        discriminator: 'kilometer_course',
        dateStartAfter: '2026-02-28',
        dateStartBefore: '2026-03-01',
        'rideStatus[]': ['created', 'finished'],
        'order[startsAt]': 'asc',
        column: 'in_progress',
        createdBy: '/api/users/4',
        locomotive: '12',
        taxiCourseDriver: '/api/users/9',
        fromStartingBase: '/api/starting_bases/2',
        transportCompany: '/api/companies/5',
        customerCompany: '/api/companies/1',
      }),
    ).toEqual({
      page: 3,
      after: null,
      itemsPerPage: 100,
      search: 'IC/0012',
      includeCancelledCourses: true,
      type: 'kilometer',
      dateStartAfter: '2026-02-28',
      dateStartBefore: '2026-03-01',
      rideStatuses: ['created', 'finished'],
      excludedRideStatuses: [],
      column: 'in_progress',
      orderBy: 'startsAt',
      order: 'asc',
      references: {
        locomotive: 12,
        createdBy: 4,
        taxiCourseDriver: 9,
        kilometerCourseDriver: null,
        fromStartingBase: 2,
        transportCompany: 5,
        customerCompany: 1,
      },
    });
    expect(parseCourseListQuery({ rideStatus: 'planning', search: 'a' })).toMatchObject({
      rideStatuses: ['planning'],
      search: null,
    });
  });

  it('reads the recently used query of §7: exclusions and the creation order', () => {
    expect(
      parseCourseListQuery({
        createdBy: '/api/users/7',
        'order[createdAt]': 'desc',
        itemsPerPage: '3',
        'rideStatus[not]': 'cancelled',
      }),
    ).toMatchObject({
      itemsPerPage: 3,
      excludedRideStatuses: ['cancelled'],
      rideStatuses: [],
      orderBy: 'createdAt',
      order: 'desc',
      references: { createdBy: 7 },
    });
    expect(
      parseCourseListQuery({ 'rideStatus[not][]': ['cancelled', 'planning'], 'order[createdAt]': 'asc' }),
    ).toMatchObject({ excludedRideStatuses: ['cancelled', 'planning'], orderBy: 'createdAt', order: 'asc' });
  });

  it('throws a 400 with a Polish message for a bad value', () => {
    for (const query of [
      { page: '1.5' },
      { itemsPerPage: '0' },
      { dateStartAfter: '2026-02-30' },
      { discriminator: 'taxi' },
      { rideStatus: ['planning', 7] },
      { search: ['a', 'b'] },
      { 'rideStatus[not]': 'anulowany' },
      { 'order[createdAt]': 'newest' },
      { 'order[createdAt]': 'desc', 'order[startsAt]': 'desc' },
    ]) {
      expect(() => parseCourseListQuery(query)).toThrow(ApiError);
      expect(() => parseCourseListQuery(query)).toThrow(/^Nieprawidłowa wartość parametru/);
    }
    try {
      parseCourseListQuery({ page: 'x' });
    } catch (error) {
      expect(error).toMatchObject({ status: 400 });
    }
  });
});

describe('likePattern', () => {
  it('escapes LIKE wildcards so a search matches them literally', () => {
    expect(likePattern('50%_a\\')).toBe('%50\\%\\_a\\\\%');
  });
});
