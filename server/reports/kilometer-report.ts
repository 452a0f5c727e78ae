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
import { kilometerReports } from '../db/kilometer-settlement-schema';
import type { Db } from '../db/client';
import { parseCourseListQuery } from '../resources/courses/course-list.query';
import { loadReportCourses, warsawDate } from './course-report';
import type { KilometerReportQuery } from './kilometer-report.query';

/** A ride's figures as its passenger reported them ('Raport kursu', courses.md §3): what was settled. */
export interface ReportedFigures {
  distance: number | null;
  highwayCost: number | null;
}

/**
 * The passengers' reports of these rides (`kilometer_reports`, one per kilometer ride): the figures the
 * company accepts and the accountant settles, so the document shows them, not the map's.
 */
async function reportedFigures(db: Db, rideIds: number[]): Promise<Map<number, ReportedFigures>> {
  if (rideIds.length === 0) return new Map();
  const rows = await db
    .select({
      rideId: kilometerReports.rideId,
      distance: kilometerReports.distance,
      highwayCost: kilometerReports.highwayCost,
    })
    .from(kilometerReports)
    .where(inArray(kilometerReports.rideId, rideIds));
  return new Map(rows.map((row) => [row.rideId, { distance: row.distance, highwayCost: row.highwayCost }]));
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
  /** By ride id. */
  figures: ReadonlyMap<number, ReportedFigures>,
  query: KilometerReportQuery,
  own: OwnRides | null,
): KilometerReportRow[] {
  const rows: KilometerReportRow[] = [];
  for (const course of list) {
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
      const reported = figures.get(ride.id);
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
    list.flatMap((course) => course.rides.map((ride) => ride.id)),
  );
  return kilometerReportRows(list, figures, query, own);
}
