/**
 * The 'Pobierz .xlsx' report of the course list (courses.md §2): one row per ride of every course the
 * list would show the user with the same filters, all pages, at most MAX_REPORT_ROWS rows.
 */
import { rideStatusLabel } from '../../domain/courses/ride-status';
import type { CourseVisibility } from '../../domain/courses/visibility';
import type { Db } from '../db/client';
import type { CourseListQuery } from '../resources/courses/course-list.query';
import { findCourseDetails, findCoursePage } from '../resources/courses/course-list.repository';
import { serializeCourses } from '../resources/courses/course-list.serializer';
import type { Course } from '../../domain/contract/course.schema';
import { DATE_TIME_CELL, defineSheet, excelDateTime, type SheetRow } from './sheet-workbook';

export const MAX_REPORT_ROWS = 5000;
const TIME_ZONE = 'Europe/Warsaw';

/** The course list's sheet: one row per ride. */
export const COURSE_SHEET = defineSheet('Kursy', [
  { header: 'Kurs', key: 'course', width: 8 },
  { header: 'Typ', key: 'type', width: 13 },
  { header: 'Przejazd', key: 'ride', width: 16 },
  { header: 'Status', key: 'status', width: 34 },
  { header: 'Firma', key: 'company', width: 24 },
  { header: 'Wykonawca', key: 'contractor', width: 24 },
  { header: 'Kierowca', key: 'driver', width: 22 },
  { header: 'Start', key: 'start', width: 17, numFmt: DATE_TIME_CELL },
  { header: 'Z', key: 'from', width: 28 },
  { header: 'Do', key: 'to', width: 28 },
  { header: 'Pasażerowie', key: 'passengers', width: 40 },
  { header: 'Km', key: 'km', width: 8 },
]);

export type ReportRow = SheetRow<typeof COURSE_SHEET>;

const dateTimeFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dateFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Example: warsawDateTime('2026-11-12T09:05:00Z') === '2026-11-12 10:05' */
export function warsawDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** Example: warsawDate(new Date('2026-11-12T23:30:00Z')) === '2026-11-13' */
export function warsawDate(date: Date): string {
  return dateFormat.format(date);
}

/** The report rows of serialized courses: one per ride, in list order. */
export function reportRows(courses: readonly Course[], limit = MAX_REPORT_ROWS): ReportRow[] {
  const rows: ReportRow[] = [];
  for (const course of courses) {
    for (const ride of course.rides) {
      if (rows.length >= limit) return rows;
      const first = ride.segments[0];
      const last = ride.segments[ride.segments.length - 1];
      const passengers = [
        ...new Set(ride.segments.flatMap((segment) => segment.employees.map((employee) => employee.name))),
      ];
      const kilometer = course['@type'] === 'KilometerCourse';
      rows.push({
        course: course.id,
        type: kilometer ? 'Kilometrówka' : 'Taxi',
        ride: ride.number,
        status: rideStatusLabel(kilometer ? 'kilometer' : 'taxi', ride.status),
        company: ride.company.name,
        // The contractor, then the subcontractor executing for it, when there is one.
        contractor: [course.contractor?.name, course.subcontractor?.name].filter(Boolean).join(' / ') || null,
        driver: course.driver?.name ?? null,
        start: ride.startsAt === null ? null : excelDateTime(ride.startsAt),
        from: first?.waypointStart.place?.name ?? null,
        to: last?.waypointEnd.place?.name ?? null,
        passengers: passengers.join(', '),
        km: ride.distanceSum,
      });
    }
  }
  return rows;
}

/** Every course of the list for `visibility` and `query` (its paging ignored), up to the row cap. */
export async function loadReportCourses(
  db: Db,
  visibility: CourseVisibility,
  query: CourseListQuery,
  now: Date,
): Promise<Course[]> {
  // A course has at least one ride to report, so MAX_REPORT_ROWS courses always fill the cap.
  const all: CourseListQuery = { ...query, page: 1, after: null, itemsPerPage: MAX_REPORT_ROWS };
  const { page } = await findCoursePage(db, visibility, all, now);
  if (page.length === 0) return [];
  const details = await findCourseDetails(
    db,
    page.map((row) => row.course.id),
  );
  return serializeCourses(page, details, now);
}
