/**
 * The rows of the kilometer-course report: the kilometer rides the caller may see (the course list's
 * visibility and SQL, courses.md §6) started in the period, optionally of one passenger.
 */
import { inArray } from 'drizzle-orm';
import type { Course, Ride } from '../../domain/contract/course.schema';
import type { CourseVisibility } from '../../domain/courses/visibility';
import {
  kilometerAmount,
  kmTenths,
  reportKm,
  type KilometerReportRow,
} from '../../domain/reports/kilometer-report';
import { courses } from '../db/course-schema';
import type { Db } from '../db/client';
import { parseCourseListQuery } from '../resources/courses/course-list.query';
import { loadReportCourses, warsawDate } from './course-report';
import type { KilometerReportQuery } from './kilometer-report.query';

/** What the report needs beyond the serialized course: the passenger's report (§3 Kilometer report). */
async function reportedFigures(db: Db, courseIds: number[]) {
  if (courseIds.length === 0)
    return new Map<number, { distance: number | null; highwayCost: number | null }>();
  const rows = await db
    .select({ id: courses.id, distance: courses.driverDistance, highwayCost: courses.driverHighwayCost })
    .from(courses)
    .where(inArray(courses.id, courseIds));
  return new Map(rows.map((row) => [row.id, { distance: row.distance, highwayCost: row.highwayCost }]));
}

const passengerIdsOf = (ride: Ride) =>
  new Set(ride.segments.flatMap((segment) => segment.employees.map((e) => e.id)));

/** The caller's own part of what a passenger sees: rides they ride on or courses they created. */
export interface OwnRides {
  userId: number;
  passengerId: number | null;
}

function routeOf(ride: Ride): string {
  const first = ride.segments[0]?.waypointStart.place?.name ?? '?';
  const last = ride.segments[ride.segments.length - 1]?.waypointEnd.place?.name ?? '?';
  return `${first} → ${last}`;
}

export function kilometerReportRows(
  list: readonly Course[],
  figures: ReadonlyMap<number, { distance: number | null; highwayCost: number | null }>,
  query: KilometerReportQuery,
  own: OwnRides | null,
): KilometerReportRow[] {
  const rows: KilometerReportRow[] = [];
  for (const course of list) {
    // The passenger's report is about the course; with several rides each settles its own map distance.
    const reported = course.rides.length === 1 ? figures.get(course.id) : undefined;
    for (const ride of course.rides) {
      if (ride['@type'] !== 'KilometerCourseRide' || ride.status === 'cancelled' || ride.startsAt === null)
        continue;
      const date = warsawDate(new Date(ride.startsAt));
      if (date < query.start || date > query.end) continue;
      const riders = passengerIdsOf(ride);
      if (query.passengerId !== null && !riders.has(query.passengerId)) continue;
      if (
        own !== null &&
        course.createdBy?.id !== own.userId &&
        (own.passengerId === null || !riders.has(own.passengerId))
      )
        continue;
      const tenths = kmTenths(reportKm({ reported: reported?.distance ?? null, computed: ride.distanceSum }));
      const names = [...new Set(ride.segments.flatMap((s) => s.employees.map((e) => e.name)))];
      rows.push({
        date,
        rideNumber: ride.number,
        passengers: names.length > 0 ? names.join(', ') : (course.createdBy?.name ?? ''),
        route: routeOf(ride),
        kmTenths: tenths,
        highwayCost: reported?.highwayCost ?? null,
        amount: kilometerAmount(tenths, query.pricePerKm),
      });
    }
  }
  return rows.sort(
    (a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.rideNumber.localeCompare(b.rideNumber),
  );
}

/** Loads and builds the rows for `visibility`; `own` narrows a passenger's view to their own rides. */
export async function loadKilometerReport(
  db: Db,
  visibility: CourseVisibility,
  query: KilometerReportQuery,
  own: OwnRides | null,
  now: Date,
): Promise<KilometerReportRow[]> {
  const listQuery = parseCourseListQuery({
    discriminator: 'kilometer_course',
    dateStartAfter: query.start,
    dateStartBefore: query.end,
  });
  const list = await loadReportCourses(db, visibility, listQuery, now);
  const figures = await reportedFigures(
    db,
    list.map((course) => course.id),
  );
  return kilometerReportRows(list, figures, query, own);
}
