/**
 * Live tracking (issue 35): the driver phone's positions, the passenger's tracking page and the
 * passenger's own link, as the server answers them.
 */
import { http, HttpResponse } from 'msw';
import type { CarPosition, PositionBody, Tracking } from '../domain/contract/tracking.schema';

export const TRACKING_TOKEN = `11-7-${'m'.repeat(43)}`;

export function buildTracking(overrides: Partial<Tracking> = {}): Tracking {
  return {
    '@context': '/api/contexts/Tracking',
    '@id': `/api/tracking/${TRACKING_TOKEN}`,
    '@type': 'Tracking',
    rideNumber: 'IC/0001/03/2030',
    state: 'driving',
    driverFirstName: 'Tomasz',
    car: 'Toyota Corolla, WX12345',
    position: { latitude: 52.25, longitude: 21.05, accuracy: 15, at: '2030-03-07T07:40:00.000Z' },
    stop: {
      name: 'Warszawa Grochów',
      latitude: 52.2397,
      longitude: 21.0822,
      time: '2030-03-07T08:00:00.000Z',
    },
    eta: { minutes: 4, distanceKm: 2.4, source: 'straight_line' },
    ...overrides,
  };
}

/** `POST /api/course-info/position/{token}`: records each body sent; answers `status`. */
export function positionHandler(sent: PositionBody[], status = 204) {
  return http.post('*/api/course-info/position/:token', async ({ request }) => {
    sent.push((await request.json()) as PositionBody);
    return new HttpResponse(null, { status });
  });
}

/** `GET /api/tracking/{token}`: `answer` each time, or 404 'Przejazd zakończony' when null. */
export function trackingHandler(answer: () => Tracking | null) {
  return http.get('*/api/tracking/:token', () => {
    const tracking = answer();
    if (tracking) return HttpResponse.json(tracking);
    return HttpResponse.json(
      {
        '@type': 'hydra:Error',
        'hydra:title': 'An error occurred',
        'hydra:description': 'Przejazd zakończony',
      },
      { status: 404 },
    );
  });
}

/** `GET /api/taxi_course_rides/{id}/tracking_link`: the passenger's link. */
export function trackingLinkHandler(token = TRACKING_TOKEN) {
  return http.get('*/api/taxi_course_rides/:id/tracking_link', ({ params }) =>
    HttpResponse.json({
      '@context': '/api/contexts/TrackingLink',
      '@id': `/api/taxi_course_rides/${String(params.id)}/tracking_link`,
      '@type': 'TrackingLink',
      url: `/sledzenie/${token}`,
    }),
  );
}

/** One car of the dispatcher's map (`GET /api/course_positions/latest`). */
export function buildCarPosition(overrides: Partial<CarPosition> = {}): CarPosition {
  return {
    courseId: 702,
    number: 'IC/0501/11/2026',
    driver: 'Tomasz Wiśniewski',
    position: { latitude: 52.25, longitude: 21.05, at: '2030-03-07T07:40:00.000Z' },
    stalled: false,
    ...overrides,
  };
}

/**
 * `GET /api/course_positions/latest`: `cars(query)` each time (the map reads again every 10 s), given
 * the list's search and filters the map sent.
 */
export function carPositionsHandler(cars: (query: URLSearchParams) => CarPosition[]) {
  return http.get('*/api/course_positions/latest', ({ request }) => {
    const members = cars(new URL(request.url).searchParams);
    return HttpResponse.json({
      '@context': '/api/contexts/CoursePosition',
      '@id': '/api/course_positions/latest',
      '@type': 'hydra:Collection',
      'hydra:member': members,
      'hydra:totalItems': members.length,
    });
  });
}
