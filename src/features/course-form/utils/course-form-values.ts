import { warsawParts } from '@domain/warsaw-time';
import type {
  KilometerCourseFormInput,
  TaxiCourseFormInput,
  WaypointFormInput,
} from '@domain/courses/course-form.schema';
import { emptyLabels, placeLabel, type CourseLabels } from './course-labels';
import type { PlaceRef } from '@domain/contract/course.schema';
import type { EditedRide } from '../api/edited-ride.schema';
import type { EditedCourse } from '../api/get-taxi-course';

/**
 * A loaded ride's stops as form values: the segments' start points plus the last end point; stop i
 * carries segment i's passengers and locomotives (docs/spec-decisions.md #13), the last none. The names
 * behind the IRIs go into `labels`.
 */
export function rideWaypoints(ride: Pick<EditedRide, 'segments'>, labels: CourseLabels): WaypointFormInput[] {
  const ends = ride.segments.map((segment) => segment.waypointStart);
  const last = ride.segments.at(-1);
  if (last) ends.push(last.waypointEnd);
  return ends.map((stop, index): WaypointFormInput => {
    const segment = ride.segments[index];
    if (stop.place) labels.places[`/api/abstract_places/${stop.place.id}`] = placeLabel(stop.place);
    for (const person of segment?.employees ?? [])
      labels.passengers[`/api/passengers/${person.id}`] = person.name;
    for (const engine of segment?.locomotives ?? [])
      labels.locomotives[`/api/locomotives/${engine.id}`] = engine.sideNumber;
    return {
      // The id keeps the stop (and the driver's reached mark) on the server.
      id: `/api/waypoints/${stop.id}`,
      place: stop.place ? `/api/abstract_places/${stop.place.id}` : null,
      // 'Data' and 'Godzina' are Polish wall-clock time, as the server reads them back.
      ...warsawParts(stop.time),
      passengers: (segment?.employees ?? []).map((person) => `/api/passengers/${person.id}`),
      locomotives: (segment?.locomotives ?? []).map((engine) => `/api/locomotives/${engine.id}`),
    };
  });
}

/** A loaded taxi course as the taxi form's values. */
export function courseFormValues(
  course: EditedCourse,
  driver: string | null,
): { values: TaxiCourseFormInput; labels: CourseLabels } {
  const labels = emptyLabels();
  const rides = course.rides.map((ride) => ({
    id: ride['@id'],
    number: ride.number,
    status: ride.status,
    driverHasToAcceptAt: ride.driverHasToAcceptAt,
    fromStartingBase: ride.fromStartingBase,
    toStartingBase: ride.toStartingBase,
    waypoints: rideWaypoints(ride, labels),
  }));
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

/**
 * A loaded kilometer course as the kilometer form's values. The ride number is left null: the server
 * keeps the ride's number. The departure and return places come back as they were saved, so an edit
 * of the stops (whose form does not show them) keeps them.
 */
export function kilometerFormValues(course: {
  rides: readonly Pick<EditedRide, '@id' | 'segments'>[];
  fromStartingPlace?: PlaceRef | null;
  toStartingPlace?: PlaceRef | null;
}): {
  values: KilometerCourseFormInput;
  labels: CourseLabels;
} {
  const labels = emptyLabels();
  const rides = course.rides.map((ride) => ({
    id: ride['@id'],
    number: null,
    waypoints: rideWaypoints(ride, labels),
  }));
  const placeIri = (place: PlaceRef | null | undefined) => {
    if (!place) return null;
    const iri = `/api/abstract_places/${place.id}`;
    labels.places[iri] = placeLabel(place);
    return iri;
  };
  return {
    values: {
      fromStartingPlace: placeIri(course.fromStartingPlace),
      toStartingPlace: placeIri(course.toStartingPlace),
      rides,
    },
    labels,
  };
}
