/** Turns the rows of the course list into the JSON-LD members the SPA renders (courses.md §3). */
import { columnForCourse } from '../../../domain/courses/status-columns';
import type { CourseStatusColumn } from '../../../domain/courses/status-columns';
import type { CourseDetails, CoursePageRow } from './course-list.repository';
import { driverSegmentsByRide } from './driver-relation.serializer';

interface Party {
  id: number;
  name: string;
  phone: string | null;
}
interface PlaceJson {
  id: number;
  name: string;
  address: string | null;
  type: string;
  latitude: number | null;
  longitude: number | null;
}
export interface WaypointJson {
  id: number;
  time: string | null;
  achievedAtByDriver: string | null;
  place: PlaceJson | null;
}
export interface SegmentJson {
  id: number;
  position: number;
  distance: number | null;
  time: number | null;
  timeAndDistanceSource: string;
  employees: Party[];
  locomotives: { id: number; sideNumber: string }[];
  waypointStart: WaypointJson;
  waypointEnd: WaypointJson;
}
/** The base's name is not loaded by the list (six statements); the SPA reads `name` as optional text. */
interface BaseRef {
  '@id': string;
  name: string | null;
}
export interface RideJson {
  '@id': string;
  '@type': 'TaxiCourseRide' | 'KilometerCourseRide';
  id: number;
  courseId: number;
  number: string;
  status: string;
  position: number;
  company: { id: number; name: string };
  startsAt: string | null;
  distanceSum: number | null;
  /** Starting base IRIs and the driver's deadline: the edit form loads them back (taxi rides). */
  fromStartingBase: BaseRef | null;
  toStartingBase: BaseRef | null;
  driverHasToAcceptAt: string | null;
  /** The ride's version: the body `version` of its writes (ADR 003). */
  version: number;
  segments: SegmentJson[];
  /** The stored driver relation's legs kept on this ride (row 75); empty when none is stored. */
  driverSegments: SegmentJson[];
}
export interface CourseJson {
  '@id': string;
  '@type': 'TaxiCourse' | 'KilometerCourse';
  id: number;
  status: CourseStatusColumn;
  createdAt: string;
  createdBy: { id: number; name: string } | null;
  contractor: Party | null;
  subcontractor: Party | null;
  driver: { '@id': string; name: string; phone: string | null } | null;
  /** The number typed on the course form, apart from the driver's own phone (null when none). */
  driverPhoneNumber: string | null;
  driverStartAt: string | null;
  driverEndAt: string | null;
  /** Kilometres and map link of the stored driver relation; null when none is stored. */
  driverDistanceSum: number | null;
  routeForDriverRelation: string | null;
  /** The course's version, its ETag `W/"<version>"` (ADR 003). */
  version: number;
  rides: RideJson[];
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());
const baseRef = (id: number | null, name: string | null): BaseRef | null =>
  id === null ? null : { '@id': `/api/starting_bases/${id}`, name };
const personName = (person: { username: string; firstname: string; surname: string }) =>
  `${person.firstname} ${person.surname}`.trim() || person.username;

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

type SegmentRow = CourseDetails['segmentRows'][number];

const waypoint = (row: SegmentRow['start'], place: SegmentRow['startPlace']): WaypointJson => ({
  id: row.id,
  time: iso(row.time),
  achievedAtByDriver: iso(row.achievedAtByDriver),
  place,
});

/** Members in the order of `page`; `now` decides overdue acceptances for the status column. */
export function serializeCourses(
  page: readonly CoursePageRow[],
  details: CourseDetails,
  now: Date,
): CourseJson[] {
  const ridesOf = groupBy(details.rideRows, (row) => row.ride.courseId);
  const segmentsOf = groupBy(details.segmentRows, (row) => row.segment.rideId);
  const employeesOf = groupBy(details.employeeRows, (row) => row.segmentId);
  const locomotivesOf = groupBy(details.locomotiveRows, (row) => row.segmentId);

  const waypointAt = new Map<number, WaypointJson>();
  for (const { start, end, startPlace, endPlace } of details.segmentRows) {
    waypointAt.set(start.id, waypoint(start, startPlace));
    waypointAt.set(end.id, waypoint(end, endPlace));
  }
  const partsOf = (segmentId: number | null) => ({
    employees: (segmentId === null ? [] : (employeesOf.get(segmentId) ?? [])).map((row) => ({
      id: row.id,
      name: `${row.firstname} ${row.surname}`.trim(),
      phone: row.phone,
    })),
    locomotives: (segmentId === null ? [] : (locomotivesOf.get(segmentId) ?? [])).map(
      ({ id, sideNumber }) => ({ id, sideNumber }),
    ),
  });
  const segmentJson = ({ segment, start, end, startPlace, endPlace }: SegmentRow): SegmentJson => ({
    id: segment.id,
    position: segment.position,
    distance: segment.distance,
    time: segment.time,
    timeAndDistanceSource: segment.timeAndDistanceSource,
    ...partsOf(segment.id),
    waypointStart: waypoint(start, startPlace),
    waypointEnd: waypoint(end, endPlace),
  });

  return page.map(({ course, customer, contractor, subcontractor, creator, driver, driverPhone }) => {
    const courseRides = ridesOf.get(course.id) ?? [];
    const driverSegments = driverSegmentsByRide(courseRides, waypointAt, partsOf);
    const related = [...driverSegments.values()].some((legs) => legs.length > 0);
    const rides = courseRides.map(({ ride, company, fromBaseName, toBaseName }): RideJson => {
      const rideSegments = (segmentsOf.get(ride.id) ?? []).map(segmentJson);
      const distances = rideSegments.flatMap((segment) =>
        segment.distance === null ? [] : [segment.distance],
      );
      const kilometer = ride.type === 'kilometer';
      return {
        '@id': `/api/${kilometer ? 'kilometer' : 'taxi'}_course_rides/${ride.id}`,
        '@type': kilometer ? 'KilometerCourseRide' : 'TaxiCourseRide',
        id: ride.id,
        courseId: ride.courseId,
        number: ride.number,
        status: ride.status,
        position: ride.position,
        // A ride without its own company belongs to the course's railway company.
        company: company ?? customer,
        startsAt: iso(ride.startsAt),
        distanceSum:
          ride.distanceSum ??
          (distances.length > 0 ? Math.round(distances.reduce((sum, km) => sum + km, 0) * 10) / 10 : null),
        fromStartingBase: baseRef(ride.fromStartingBaseId, fromBaseName),
        toStartingBase: baseRef(ride.toStartingBaseId, toBaseName),
        driverHasToAcceptAt: iso(ride.driverHasToAcceptAt),
        version: ride.version,
        segments: rideSegments,
        driverSegments: driverSegments.get(ride.id) ?? [],
      };
    });
    const kilometer = course.type === 'kilometer';
    return {
      '@id': `/api/${kilometer ? 'kilometer' : 'taxi'}_courses/${course.id}`,
      '@type': kilometer ? 'KilometerCourse' : 'TaxiCourse',
      id: course.id,
      status: columnForCourse({ rides: courseRides.map(({ ride }) => ride) }, now),
      createdAt: course.createdAt.toISOString(),
      createdBy: creator ? { id: creator.id, name: personName(creator) } : null,
      contractor,
      subcontractor,
      driver: driver
        ? {
            '@id': `/api/users/${driver.id}`,
            name: personName(driver),
            phone: course.driverPhoneNumber ?? driverPhone,
          }
        : null,
      driverPhoneNumber: course.driverPhoneNumber,
      driverStartAt: iso(course.driverStartAt),
      driverEndAt: iso(course.driverEndAt),
      // Served with the legs they describe only, so they never outlive them.
      driverDistanceSum: related ? course.driverDistanceSum : null,
      routeForDriverRelation: related ? course.routeForDriverRelation : null,
      version: course.version,
      rides,
    };
  });
}
