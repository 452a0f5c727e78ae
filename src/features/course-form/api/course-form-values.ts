import { warsawParts } from '@domain/warsaw-time';
import type { TaxiCourseFormInput, WaypointFormInput } from '@domain/courses/course-form.schema';
import { emptyLabels, type CourseLabels } from './course-labels';
import type { EditedCourse } from './get-taxi-course';

/**
 * A loaded course as form values: the stops are the segments' start points plus the last end point;
 * stop i carries segment i's passengers and locomotives (docs/spec-decisions.md #13), the last none.
 */
export function courseFormValues(
  course: EditedCourse,
  driver: string | null,
): { values: TaxiCourseFormInput; labels: CourseLabels } {
  const labels = emptyLabels();
  const rides = course.rides.map((ride) => {
    const ends = ride.segments.map((segment) => segment.waypointStart);
    const last = ride.segments.at(-1);
    if (last) ends.push(last.waypointEnd);
    const waypoints = ends.map((stop, index): WaypointFormInput => {
      const segment = ride.segments[index];
      if (stop.place)
        labels.places[`/api/abstract_places/${stop.place.id}`] = {
          name: stop.place.name,
          address: stop.place.address,
          latitude: stop.place.latitude,
          longitude: stop.place.longitude,
        };
      for (const person of segment?.employees ?? [])
        labels.passengers[`/api/passengers/${person.id}`] = person.name;
      for (const engine of segment?.locomotives ?? [])
        labels.locomotives[`/api/locomotives/${engine.id}`] = engine.sideNumber;
      return {
        id: `/api/waypoints/${stop.id}`,
        place: stop.place ? `/api/abstract_places/${stop.place.id}` : null,
        // 'Data' and 'Godzina' are Polish wall-clock time, as the server reads them back.
        ...warsawParts(stop.time),
        passengers: (segment?.employees ?? []).map((person) => `/api/passengers/${person.id}`),
        locomotives: (segment?.locomotives ?? []).map((engine) => `/api/locomotives/${engine.id}`),
      };
    });
    return {
      id: ride['@id'],
      number: ride.number,
      status: ride.status,
      driverHasToAcceptAt: ride.driverHasToAcceptAt,
      fromStartingBase: ride.fromStartingBase,
      toStartingBase: ride.toStartingBase,
      waypoints,
    };
  });
  for (const party of [course.contractor, course.subcontractor])
    if (party) labels.companies[`/api/companies/${party.id}`] = party.name;
  const company = course.rides[0]?.company.id;
  return {
    values: {
      company: company === undefined ? null : `/api/companies/${company}`,
      contractor: course.contractor ? `/api/companies/${course.contractor.id}` : null,
      subcontractor: course.subcontractor ? `/api/companies/${course.subcontractor.id}` : null,
      driver,
      driverPhoneNumber: course.driverPhoneNumber,
      rides,
    },
    labels,
  };
}
