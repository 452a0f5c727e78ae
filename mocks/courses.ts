import { http, HttpResponse } from 'msw';
import type { Course, PlaceRef, Ride, Segment, Waypoint } from '@domain/contract/course.schema';

/**
 * Fixtures are typed by the wire contract (domain/contract): a field the server adds or drops is a type
 * error here too, so the component tests cannot drift from what the server sends.
 */
export type PlaceFixture = PlaceRef;
export type WaypointFixture = Waypoint;
export type SegmentFixture = Segment;
export type RideFixture = Ride;
export type CourseFixture = Course;

let sequence = 0;

/** A stop's place; `type` 'place' and no coordinates unless given. */
export function buildPlace(overrides: Partial<PlaceFixture> & Pick<PlaceFixture, 'id'>): PlaceFixture {
  return { name: null, address: null, type: 'place', latitude: null, longitude: null, ...overrides };
}

export function buildWaypoint(overrides: Partial<WaypointFixture> = {}): WaypointFixture {
  return { id: ++sequence, time: null, achievedAtByDriver: null, place: null, ...overrides };
}

export function buildSegment(overrides: Partial<SegmentFixture> = {}): SegmentFixture {
  const id = ++sequence;
  return {
    id,
    position: 1,
    distance: 12.5,
    time: 1500,
    timeAndDistanceSource: 'estimated',
    employees: [{ id: 1, name: 'Jan Kowalski', phone: '600100200' }],
    locomotives: [],
    waypointStart: buildWaypoint({
      id: id * 10,
      time: '2026-11-12T06:30:00+01:00',
      place: buildPlace({ id: 1, name: 'Warszawa Centralna', address: 'Al. Jerozolimskie 54, Warszawa' }),
    }),
    waypointEnd: buildWaypoint({
      id: id * 10 + 1,
      time: '2026-11-12T06:55:00+01:00',
      place: buildPlace({ id: 2, name: 'Warszawa Grochów', address: 'ul. Kickiego 1, Warszawa' }),
    }),
    ...overrides,
  };
}

export function buildRide(overrides: Partial<RideFixture> = {}): RideFixture {
  const id = overrides.id ?? ++sequence;
  const kilometer = overrides['@type'] === 'KilometerCourseRide';
  return {
    '@id': `/api/${kilometer ? 'kilometer' : 'taxi'}_course_rides/${id}`,
    '@type': kilometer ? 'KilometerCourseRide' : 'TaxiCourseRide',
    id,
    courseId: 0,
    number: 'IC/0012/11/2026',
    status: 'waiting_for_transport_company_acceptance',
    position: 1,
    company: { id: 1, name: 'PKP Intercity' },
    createdBy: null,
    startsAt: null,
    distanceSum: null,
    routeUrl: null,
    fromStartingBase: null,
    toStartingBase: null,
    driverHasToAcceptAt: null,
    version: 1,
    segments: [buildSegment()],
    driverSegments: [],
    ...overrides,
  };
}

/** A valid member of `GET /api/abstract_courses` (a taxi course unless overridden). */
export function buildCourse(overrides: Partial<CourseFixture> = {}): CourseFixture {
  const id = overrides.id ?? ++sequence;
  const type = overrides['@type'] ?? 'TaxiCourse';
  return {
    '@id': `/api/${type === 'TaxiCourse' ? 'taxi_courses' : 'kilometer_courses'}/${id}`,
    '@type': type,
    id,
    status: 'requires_attention',
    createdAt: '2026-11-10T10:00:00+01:00',
    createdBy: null,
    contractor: { id: 2, name: 'Taxi Trans Warszawa', phone: '221234567' },
    subcontractor: null,
    driver: null,
    driverPhoneNumber: null,
    driverStartAt: null,
    driverEndAt: null,
    driverDistanceSum: null,
    driverDistance: null,
    routeForDriverRelation: null,
    fromStartingPlace: null,
    toStartingPlace: null,
    invoiced: false,
    series: null,
    version: 1,
    ...overrides,
    rides: (overrides.rides ?? [buildRide()]).map((ride) => ({ ...ride, courseId: id })),
  };
}

/** A Hydra collection body around `members`. */
export function hydraCollection<T>(
  members: T[],
  totalItems = members.length,
  path = '/api/abstract_courses',
) {
  return {
    '@context': '/api/contexts/Collection',
    '@id': path,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': totalItems,
  };
}

/**
 * `GET /api/abstract_courses` over `courses`: honours page or the cursor `after` (linked from
 * hydra:next, as the server does; here simply the index to start at), itemsPerPage, column (the course `status`),
 * discriminator and search (executing company or ride number) the way the server does; `splitCards`
 * adds the railway company's `totalCards` (one per ride).
 */
export function coursesHandler(courses: readonly CourseFixture[], { splitCards = false } = {}) {
  return http.get('*/api/abstract_courses', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? 1);
    const perPage = Number(query.get('itemsPerPage') ?? 15);
    const after = query.get('after');
    const column = query.get('column');
    const discriminator = query.get('discriminator');
    const search = query.get('search')?.toLowerCase();
    const matching = courses.filter(
      (course) =>
        (!column || course.status === column) &&
        (!discriminator || (discriminator === 'taxi_course') === (course['@type'] === 'TaxiCourse')) &&
        (!search ||
          [
            course.contractor?.name,
            course.subcontractor?.name,
            ...course.rides.map((ride) => ride.number),
          ].some((text) => text?.toLowerCase().includes(search))),
    );
    const start = after === null ? (page - 1) * perPage : Number(after);
    const members = matching.slice(start, start + perPage);
    const rest = matching.length - start - perPage;
    query.set('after', String(start + perPage));
    query.delete('page');
    const view = { '@id': request.url, '@type': 'hydra:PartialCollectionView' };
    const next = rest > 0 ? { 'hydra:next': `/api/abstract_courses?${query.toString()}` } : {};
    const body = { ...hydraCollection(members, matching.length), 'hydra:view': { ...view, ...next } };
    if (!splitCards) return HttpResponse.json(body);
    const totalCards = matching.reduce((sum, course) => sum + Math.max(1, course.rides.length), 0);
    return HttpResponse.json({ ...body, totalCards });
  });
}
