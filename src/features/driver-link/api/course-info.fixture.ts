import type { CourseInfo } from '@domain/contract/course-info.schema';

/** A one-ride, two-stop course as `GET /api/course-info/{token}` answers it, for component tests. */
export function buildCourseInfo(overrides: Partial<CourseInfo> = {}): CourseInfo {
  const stop = (id: number, name: string, time: string) => ({
    id,
    time,
    achievedAtByDriver: null,
    place: { id, name, address: `ul. Dworcowa ${id}`, latitude: 52 + id / 100, longitude: 21 },
  });
  return {
    '@context': '/api/contexts/CourseInfo',
    '@id': '/api/taxi_courses/7',
    '@type': 'TaxiCourse',
    id: 7,
    driverStartAt: null,
    driverEndAt: null,
    contractor: { name: 'Taxi Trans Warszawa', phone: '221234567' },
    rides: [
      {
        id: 11,
        number: 'IC/0001/03/2030',
        status: 'waiting_for_driver_acceptance',
        company: { name: 'PKP Intercity' },
        segments: [
          {
            id: 21,
            position: 0,
            employees: [{ id: 1, name: 'Jan Kowalski', phone: '600100200' }],
            waypointStart: stop(31, 'Warszawa Centralna', '2030-03-07T07:00:00Z'),
            waypointEnd: stop(32, 'Warszawa Grochów', '2030-03-07T07:30:00Z'),
          },
        ],
      },
    ],
    actions: { reply: [11], start: false, reach: [], end: false, report: false },
    report: { distance: null, waitingHours: null, highwayCost: null, comment: null },
    ...overrides,
  };
}

/** The same course accepted and started by the driver, stops still to mark. */
export function runningCourseInfo(overrides: Partial<CourseInfo> = {}): CourseInfo {
  const base = buildCourseInfo();
  return buildCourseInfo({
    driverStartAt: '2030-03-07T06:55:00Z',
    rides: base.rides.map((ride) => ({ ...ride, status: 'accepted_by_driver' })),
    actions: { reply: [], start: false, reach: [11], end: true, report: false },
    ...overrides,
  });
}
