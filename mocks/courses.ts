import { http, HttpResponse } from 'msw';

export interface PlaceFixture {
  id: number;
  name: string;
  address: string;
  type?: 'place' | 'hotel' | 'home' | 'workplace';
  latitude?: number | null;
  longitude?: number | null;
}

export interface WaypointFixture {
  id: number;
  time: string;
  achievedAtByDriver?: string | null;
  place: PlaceFixture;
}

export interface SegmentFixture {
  id: number;
  position: number;
  distance: number | null;
  time: number | null;
  employees: { id: number; name: string; phone: string | null }[];
  locomotives?: { id: number; sideNumber: string }[];
  waypointStart: WaypointFixture;
  waypointEnd: WaypointFixture;
}

export interface RideFixture {
  '@id': string;
  id: number;
  number: string;
  status: string;
  '@type'?: 'TaxiCourseRide' | 'KilometerCourseRide';
  company: { id: number; name: string };
  distanceSum?: number | null;
  routeUrl?: string | null;
  fromStartingBase?: { '@id'?: string; name: string } | null;
  createdBy?: { id: number; name: string } | null;
  segments: SegmentFixture[];
  driverSegments?: SegmentFixture[];
  version?: number;
}

export interface CourseFixture {
  '@id': string;
  '@type': 'TaxiCourse' | 'KilometerCourse';
  id: number;
  status: string;
  createdAt: string;
  contractor: { id: number; name: string; phone: string | null } | null;
  subcontractor: { id: number; name: string; phone: string | null } | null;
  createdBy?: { id: number; name: string } | null;
  driver?: { '@id': string; name: string; phone: string | null } | null;
  driverStartAt?: string | null;
  driverEndAt?: string | null;
  driverDistanceSum?: number | null;
  routeForDriverRelation?: string | null;
  rides: RideFixture[];
}

let sequence = 0;

export function buildSegment(overrides: Partial<SegmentFixture> = {}): SegmentFixture {
  const id = ++sequence;
  return {
    id,
    position: 1,
    distance: 12.5,
    time: 1500,
    employees: [{ id: 1, name: 'Jan Kowalski', phone: '600100200' }],
    waypointStart: {
      id: id * 10,
      time: '2026-11-12T06:30:00+01:00',
      place: { id: 1, name: 'Warszawa Centralna', address: 'Al. Jerozolimskie 54, Warszawa' },
    },
    waypointEnd: {
      id: id * 10 + 1,
      time: '2026-11-12T06:55:00+01:00',
      place: { id: 2, name: 'Warszawa Grochów', address: 'ul. Kickiego 1, Warszawa' },
    },
    ...overrides,
  };
}

export function buildRide(overrides: Partial<RideFixture> = {}): RideFixture {
  const id = overrides.id ?? ++sequence;
  return {
    '@id': `/api/taxi_course_rides/${id}`,
    id,
    number: 'IC/0012/11/2026',
    status: 'waiting_for_transport_company_acceptance',
    company: { id: 1, name: 'PKP Intercity' },
    segments: [buildSegment()],
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
    contractor: { id: 2, name: 'Taxi Trans Warszawa', phone: '221234567' },
    subcontractor: null,
    rides: [buildRide()],
    ...overrides,
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
 * `GET /api/abstract_courses` over `courses`: honours page, itemsPerPage, column (the course `status`),
 * discriminator and search (executing company or ride number) the way the server does; `splitCards`
 * adds the railway company's `totalCards` (one per ride).
 */
export function coursesHandler(courses: readonly CourseFixture[], { splitCards = false } = {}) {
  return http.get('*/api/abstract_courses', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? 1);
    const perPage = Number(query.get('itemsPerPage') ?? 15);
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
    const members = matching.slice((page - 1) * perPage, page * perPage);
    const body = hydraCollection(members, matching.length);
    if (!splitCards) return HttpResponse.json(body);
    const totalCards = matching.reduce((sum, course) => sum + Math.max(1, course.rides.length), 0);
    return HttpResponse.json({ ...body, totalCards });
  });
}
