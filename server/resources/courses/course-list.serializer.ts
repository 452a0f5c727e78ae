/** Turns the rows of the course list into the JSON-LD members the SPA renders (courses.md §3). */
import { columnForCourse } from '../../../domain/courses/status-columns';
import type { Course, PlaceRef, Ride, Segment, Waypoint } from '../../../domain/contract/course.schema';
import type { CourseDetails, CoursePageRow } from './course-list.repository';
import { driverSegmentsByRide } from './driver-relation.serializer';

type BaseRef = Ride['fromStartingBase'];

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

/** A left-joined place: all columns null when the course has none. */
const startingPlace = (place: CoursePageRow['fromStartingPlace']): PlaceRef | null =>
  place?.id == null || place.type == null ? null : { ...place, id: place.id, type: place.type };

type SegmentRow = CourseDetails['segmentRows'][number];

const waypoint = (row: SegmentRow['start'], place: SegmentRow['startPlace']): Waypoint => ({
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
): Course[] {
  const ridesOf = groupBy(details.rideRows, (row) => row.ride.courseId);
  const segmentsOf = groupBy(details.segmentRows, (row) => row.segment.rideId);
  const employeesOf = groupBy(details.employeeRows, (row) => row.segmentId);
  const locomotivesOf = groupBy(details.locomotiveRows, (row) => row.segmentId);

  const waypointAt = new Map<number, Waypoint>();
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
  const segmentJson = ({ segment, start, end, startPlace, endPlace }: SegmentRow): Segment => ({
    id: segment.id,
    position: segment.position,
    distance: segment.distance,
    time: segment.time,
    timeAndDistanceSource: segment.timeAndDistanceSource,
    ...partsOf(segment.id),
    waypointStart: waypoint(start, startPlace),
    waypointEnd: waypoint(end, endPlace),
  });

  return page.map((row) => {
    const { course, customer, contractor, subcontractor, creator, driver, driverPhone } = row;
    const courseRides = ridesOf.get(course.id) ?? [];
    const driverSegments = driverSegmentsByRide(courseRides, waypointAt, partsOf);
    const related = [...driverSegments.values()].some((legs) => legs.length > 0);
    const rides = courseRides.map(({ ride, company, fromBaseName, toBaseName, rideCreator }): Ride => {
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
        createdBy: rideCreator ? { id: rideCreator.id, name: personName(rideCreator) } : null,
        startsAt: iso(ride.startsAt),
        distanceSum:
          ride.distanceSum ??
          (distances.length > 0 ? Math.round(distances.reduce((sum, km) => sum + km, 0) * 10) / 10 : null),
        routeUrl: ride.routeUrl,
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
      driverDistance: course.driverDistance,
      routeForDriverRelation: related ? course.routeForDriverRelation : null,
      fromStartingPlace: startingPlace(row.fromStartingPlace),
      toStartingPlace: startingPlace(row.toStartingPlace),
      invoiced: details.invoiced.has(course.id),
      series: course.seriesId ?? null,
      version: course.version,
      rides,
    };
  });
}
