/**
 * SQL of the course list. One page costs a constant number of statements whatever its size:
 * count + page of courses, then rides, segments (with waypoints and places), passengers and locomotives
 * of all the page's courses at once. Visibility and filters are part of the WHERE, never applied in JS.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNull,
  like,
  lt,
  not,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CourseStatusColumn } from '../../../domain/courses/status-columns';
import { COURSE_COUNT_LIMIT } from '../../../domain/courses/count-limit';
import { splitsCourses, type CourseVisibility } from '../../../domain/courses/visibility';
import { listAcceptor } from '../../../domain/courses/course-list-membership';
import type { Db } from '../../db/client';
import { anyOf, oncePerDb } from '../../db/prepared';
import {
  courses,
  rides,
  segmentEmployees,
  segmentLocomotives,
  segments,
  waypoints,
} from '../../db/course-schema';
import { invoiceCourses } from '../../db/invoices-schema';
import {
  companies,
  companyContractors,
  locomotives,
  passengers,
  places,
  startingBases,
  userPhones,
  users,
} from '../../db/schema';
import { foldForSearch, foldedColumn, likeContains } from '../../http/query';
import type { CourseListQuery, CourseReferenceFilters } from './course-list.query';
import { driverSegmentsColumn, parseDriverSegments } from './driver-segments.sql';
import { courseRefs } from './course-refs.sql';
import { confirmedContractor } from '../companies/scope';
import type { CourseCursor } from './course-list.cursor';

/** Business dates (filters) are Polish calendar days. */
const TIME_ZONE = 'Europe/Warsaw';

const rideOfCourse = (...conditions: SQL[]) =>
  sql`exists (select 1 from ${rides} where ${and(eq(rides.courseId, courses.id), ...conditions)})`;

/** Which courses `visibility` sees, as SQL over `courses` (proven equal to the domain rule in courses.visibility.test.ts). */
export function visibilityCondition(db: Db, visibility: CourseVisibility): SQL | undefined {
  switch (visibility.kind) {
    case 'all':
      return undefined;
    case 'company':
      return eq(courses.companyId, visibility.companyId);
    case 'transport': {
      const superiorOf = db
        .select({ id: companyContractors.companyId })
        .from(companyContractors)
        .where(
          and(
            confirmedContractor,
            eq(companyContractors.contractorId, visibility.companyId),
            eq(companyContractors.superior, true),
            eq(companyContractors.contractorOf, 'railway_company'),
          ),
        );
      return or(
        eq(courses.contractorId, visibility.companyId),
        eq(courses.subcontractorId, visibility.companyId),
        inArray(courses.companyId, superiorOf),
      );
    }
    case 'driver':
      return eq(courses.driverId, visibility.userId);
    case 'passenger':
      return or(
        eq(courses.createdById, visibility.userId),
        passengerOnCourse(db, eq(passengers.userId, visibility.userId)),
      );
    case 'none':
      return sql`false`;
  }
}

function passengerOnCourse(db: Db, condition: SQL) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(segmentEmployees)
      .innerJoin(segments, eq(segments.id, segmentEmployees.segmentId))
      .innerJoin(rides, eq(rides.id, segments.rideId))
      .innerJoin(passengers, eq(passengers.id, segmentEmployees.passengerId))
      .innerJoin(users, eq(users.id, passengers.userId))
      .where(and(eq(rides.courseId, courses.id), condition)),
  );
}

/** Example: likePattern('50%_a') === '%50\\%\\_a%' */
export const likePattern = likeContains;

/**
 * What the cards show (courses.md §2): ride numbers, place names and addresses, passengers, the
 * driver, locomotive numbers and the companies; case and Polish diacritics ignored ('krakow' finds
 * 'Kraków') as in the user and company pickers (`foldForSearch`).
 */
function searchCondition(db: Db, term: string): SQL | undefined {
  const pattern = likeContains(foldForSearch(term));
  const matches = (column: SQLWrapper) => like(foldedColumn(column), pattern);
  const fullName = sql`(${users.firstname} || ' ' || ${users.surname})`;
  const placeOnCourse = exists(
    db
      .select({ one: sql`1` })
      .from(waypoints)
      .innerJoin(rides, eq(rides.id, waypoints.rideId))
      .innerJoin(places, eq(places.id, waypoints.placeId))
      .where(and(eq(rides.courseId, courses.id), or(matches(places.name), matches(places.address)))),
  );
  const companyOfCourse = exists(
    db
      .select({ one: sql`1` })
      .from(companies)
      .where(
        and(
          sql`${companies.id} in (${courses.companyId}, ${courses.contractorId}, ${courses.subcontractorId})`,
          matches(companies.name),
        ),
      ),
  );
  const driverOfCourse = exists(
    db
      .select({ one: sql`1` })
      .from(users)
      .where(and(eq(users.id, courses.driverId), matches(fullName))),
  );
  const locomotiveOnCourse = exists(
    db
      .select({ one: sql`1` })
      .from(segmentLocomotives)
      .innerJoin(segments, eq(segments.id, segmentLocomotives.segmentId))
      .innerJoin(rides, eq(rides.id, segments.rideId))
      .innerJoin(locomotives, eq(locomotives.id, segmentLocomotives.locomotiveId))
      .where(and(eq(rides.courseId, courses.id), matches(locomotives.sideNumber))),
  );
  return or(
    rideOfCourse(matches(rides.number)),
    placeOnCourse,
    passengerOnCourse(db, matches(fullName)),
    driverOfCourse,
    locomotiveOnCourse,
    companyOfCourse,
  );
}

const dayStart = (date: string) => sql`(${date}::date::timestamp at time zone ${TIME_ZONE})`;
const nextDayStart = (date: string) => sql`((${date}::date + 1)::timestamp at time zone ${TIME_ZONE})`;

/**
 * columnForCourse (domain/courses/status-columns.ts) as SQL over the ride summary the database keeps
 * on each course (migration 0003), so a column pages and counts without touching rides. In the list of
 * the transport company that has to accept a course, a ride waiting for its answer needs attention
 * (`columnForAcceptor`, migration 0027).
 */
function columnCondition(column: CourseStatusColumn, now: Date, acceptorId: number | null): SQL | undefined {
  const awaitsViewer =
    acceptorId === null
      ? sql`false`
      : sql`(coalesce(${courses.subcontractorId}, ${courses.contractorId}) = ${acceptorId} and ${courses.acceptanceRideCount} > 0)`;
  const attention = or(
    eq(courses.rideCount, 0),
    gt(courses.attentionRideCount, 0),
    // NULL-safe: a course with nothing waiting must not turn the whole test into NULL.
    sql`coalesce(${courses.waitingDeadline} <= ${now}, false)`,
    awaitsViewer,
  );
  const calm = not(attention ?? sql`false`);
  if (column === 'requires_attention') return attention;
  if (column === 'in_progress') return and(calm, gt(courses.openRideCount, 0));
  return and(calm, eq(courses.openRideCount, 0));
}

function referenceConditions(db: Db, filters: CourseReferenceFilters): (SQL | undefined)[] {
  const locomotiveOnCourse = (locomotiveId: number) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(segmentLocomotives)
        .innerJoin(segments, eq(segments.id, segmentLocomotives.segmentId))
        .innerJoin(rides, eq(rides.id, segments.rideId))
        .where(and(eq(rides.courseId, courses.id), eq(segmentLocomotives.locomotiveId, locomotiveId))),
    );
  const drivenBy = (type: 'taxi' | 'kilometer', driverId: number) =>
    and(eq(courses.type, type), eq(courses.driverId, driverId));
  const { locomotive, createdBy, taxiCourseDriver, kilometerCourseDriver } = filters;
  const { fromStartingBase, transportCompany, customerCompany } = filters;
  return [
    locomotive === null ? undefined : locomotiveOnCourse(locomotive),
    createdBy === null ? undefined : eq(courses.createdById, createdBy),
    taxiCourseDriver === null ? undefined : drivenBy('taxi', taxiCourseDriver),
    kilometerCourseDriver === null ? undefined : drivenBy('kilometer', kilometerCourseDriver),
    fromStartingBase === null
      ? undefined
      : rideOfCourse(
          or(eq(rides.fromStartingBaseId, fromStartingBase), eq(rides.toStartingBaseId, fromStartingBase)) ??
            sql`false`,
        ),
    transportCompany === null
      ? undefined
      : or(eq(courses.contractorId, transportCompany), eq(courses.subcontractorId, transportCompany)),
    customerCompany === null ? undefined : eq(courses.companyId, customerCompany),
  ];
}

export function courseListWhere(
  db: Db,
  visibility: CourseVisibility,
  query: CourseListQuery,
  now: Date = new Date(),
): SQL | undefined {
  return and(
    query.column === null ? undefined : columnCondition(query.column, now, listAcceptor(visibility)),
    visibilityCondition(db, visibility),
    query.search === null ? undefined : searchCondition(db, query.search),
    query.includeCancelledCourses ? undefined : gt(courses.activeRideCount, 0),
    query.type === null ? undefined : eq(courses.type, query.type),
    query.dateStartAfter === null ? undefined : sql`${courses.startsAt} >= ${dayStart(query.dateStartAfter)}`,
    query.dateStartBefore === null
      ? undefined
      : sql`${courses.startsAt} < ${nextDayStart(query.dateStartBefore)}`,
    query.rideStatuses.length === 0 ? undefined : rideOfCourse(inArray(rides.status, query.rideStatuses)),
    query.excludedRideStatuses.length === 0
      ? undefined
      : rideOfCourse(notInArray(rides.status, query.excludedRideStatuses)),
    ...referenceConditions(db, query.references),
  );
}

const startWaypoint = alias(waypoints, 'waypoint_start');
const endWaypoint = alias(waypoints, 'waypoint_end');
const startPlace = alias(places, 'place_start');
const endPlace = alias(places, 'place_end');
const mainPhone = alias(userPhones, 'main_phone');
const fromBase = alias(startingBases, 'from_base');
const toBase = alias(startingBases, 'to_base');
const rideCreator = alias(users, 'ride_creator');
/**
 * Courses with their customer, executors, creator, driver and starting places: the row the serializer
 * reads. The references are subqueries by primary key, not joins (course-refs.sql.ts, ADR 011).
 */
export function selectCourseRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      course: courses,
      ...courseRefs,
      driverPhone: sql<
        string | null
      >`(select ${userPhones.phone} from ${userPhones} where ${userPhones.userId} = ${courses.driverId} and ${userPhones.main} limit 1)`,
    })
    .from(courses)
    .where(where);
}

/** One course as the list returns it, whoever asks (callers check visibility), or undefined. */
export async function findCourseRow(db: Db, id: number) {
  const [row] = await selectCourseRows(db, eq(courses.id, id));
  return row;
}

/** ORDER BY of a page: the chosen column (NULL start times last), then the id, in one direction. */
function pageOrder(query: CourseListQuery): SQL[] {
  // `nulls last` on the (never null) id matches the index (starts_at desc nulls last, id desc nulls
  // last) exactly: without it PostgreSQL sorts each run of equal start times itself (ADR 011).
  const id = query.order === 'asc' ? asc(courses.id) : sql`${courses.id} desc nulls last`;
  if (query.orderBy === 'createdAt')
    return [query.order === 'asc' ? asc(courses.createdAt) : desc(courses.createdAt), id];
  const direction = query.order === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
  return [sql`${courses.startsAt} ${direction}`, id];
}

/**
 * The courses after `cursor` in pageOrder: a later key, or the same key and a later id; NULL start
 * times come last in both directions, so after a timed course every untimed one still follows.
 */
function afterCursor(query: CourseListQuery, cursor: CourseCursor): SQL | undefined {
  const beyond = query.order === 'asc' ? gt : lt;
  const key = query.orderBy === 'createdAt' ? courses.createdAt : courses.startsAt;
  const nextId = beyond(courses.id, cursor.id);
  if (cursor.at === null) return and(isNull(key), nextId);
  const at = new Date(cursor.at);
  const later = or(beyond(key, at), and(eq(key, at), nextId));
  return query.orderBy === 'createdAt' ? later : or(later, isNull(key));
}

/** The cursor of the page that follows `row` (its sort key and id). */
function cursorOf(query: CourseListQuery, row: CoursePageRow): CourseCursor {
  const key = query.orderBy === 'createdAt' ? row.course.createdAt : row.course.startsAt;
  return { at: key === null ? null : key.getTime(), id: row.course.id };
}

/**
 * The list's counters, bounded (ADR 011): courses and ride cards of at most COURSE_COUNT_LIMIT + 1
 * courses, read in the page's order so the planner walks the same index as the page and stops early.
 * `limited` says there are more than COURSE_COUNT_LIMIT courses; `total` is then the limit.
 */
async function countCourses(db: Db, where: SQL | undefined, query: CourseListQuery) {
  const bounded = db
    .select({ rideCount: courses.rideCount })
    .from(courses)
    .where(where)
    .orderBy(...pageOrder(query))
    .limit(COURSE_COUNT_LIMIT + 1)
    .as('bounded');
  const [row] = await db
    .select({
      total: count(),
      // One card per ride of a multi-ride course for a railway company (courses.md §2), else per course.
      rideCards: sql<number>`coalesce(sum(greatest(${bounded.rideCount}, 1)), 0)::int`,
    })
    .from(bounded);
  const counted = row?.total ?? 0;
  const limited = counted > COURSE_COUNT_LIMIT;
  return { total: Math.min(counted, COURSE_COUNT_LIMIT), limited, rideCards: row?.rideCards ?? 0 };
}

/**
 * Visible courses of one page and the bounded total: newest first ride first (or oldest with order
 * asc), or by creation time with `order[createdAt]`; by `page` (OFFSET) or after a cursor (keyset).
 * `next` is the cursor of the following page, null on the last one.
 */
export async function findCoursePage(
  db: Db,
  visibility: CourseVisibility,
  query: CourseListQuery,
  now: Date = new Date(),
) {
  const where = courseListWhere(db, visibility, query, now);
  const [counted, rows] = await Promise.all([
    countCourses(db, where, query),
    // One row more than the page tells whether a next page exists, without a count.
    selectCourseRows(db, and(where, query.after === null ? undefined : afterCursor(query, query.after)))
      .orderBy(...pageOrder(query))
      .limit(query.itemsPerPage + 1)
      .offset(query.after === null ? (query.page - 1) * query.itemsPerPage : 0),
  ]);
  const page = rows.slice(0, query.itemsPerPage);
  const last = page.at(-1);
  const next = rows.length > query.itemsPerPage && last ? cursorOf(query, last) : null;
  const totalCards = splitsCourses(visibility) ? counted.rideCards : null;
  return { total: counted.total, limited: counted.limited, totalCards, page, next };
}

type CourseRow = Awaited<ReturnType<ReturnType<typeof selectCourseRows>['execute']>>[number];
export type CoursePageRow = CourseRow;

/** Rides of the courses `ids`, a parameter: each statement below is prepared once (row 880). */
const rideOfPage = anyOf(rides.courseId, 'ids');

const rideStatement = oncePerDb((db) =>
  db
    .select({
      ride: rides,
      company: { id: companies.id, name: companies.name },
      // The card's 'Baza:' footer names the base; joined here to keep one statement per level.
      fromBaseName: fromBase.name,
      toBaseName: toBase.name,
      // Who ordered the ride ('Dyspozytor' on its card): a moved ride keeps its own.
      rideCreator: {
        id: rideCreator.id,
        username: rideCreator.username,
        firstname: rideCreator.firstname,
        surname: rideCreator.surname,
      },
      driverSegments: driverSegmentsColumn,
      // An active invoice lists the ride's course: its rides are not cancelled (row 644). A column,
      // not a statement of its own: the list's statement count stays the same (issue 32).
      invoiced: sql<boolean>`exists (select 1 from ${invoiceCourses} where ${invoiceCourses.courseId} = ${rides.courseId} and ${invoiceCourses.active})`,
    })
    .from(rides)
    .leftJoin(companies, eq(companies.id, rides.companyId))
    .leftJoin(rideCreator, eq(rideCreator.id, rides.createdById))
    .leftJoin(fromBase, eq(fromBase.id, rides.fromStartingBaseId))
    .leftJoin(toBase, eq(toBase.id, rides.toStartingBaseId))
    .where(rideOfPage)
    .orderBy(asc(rides.position), asc(rides.id))
    .prepare('course_list_rides'),
);

const segmentStatement = oncePerDb((db) =>
  db
    .select({
      segment: segments,
      start: startWaypoint,
      end: endWaypoint,
      startPlace: {
        id: startPlace.id,
        name: startPlace.name,
        address: startPlace.address,
        type: startPlace.type,
        latitude: startPlace.latitude,
        longitude: startPlace.longitude,
      },
      endPlace: {
        id: endPlace.id,
        name: endPlace.name,
        address: endPlace.address,
        type: endPlace.type,
        latitude: endPlace.latitude,
        longitude: endPlace.longitude,
      },
    })
    .from(segments)
    .innerJoin(rides, eq(rides.id, segments.rideId))
    .innerJoin(startWaypoint, eq(startWaypoint.id, segments.waypointStartId))
    .innerJoin(endWaypoint, eq(endWaypoint.id, segments.waypointEndId))
    .leftJoin(startPlace, eq(startPlace.id, startWaypoint.placeId))
    .leftJoin(endPlace, eq(endPlace.id, endWaypoint.placeId))
    .where(rideOfPage)
    .orderBy(asc(segments.position), asc(segments.id))
    .prepare('course_list_segments'),
);

const employeeStatement = oncePerDb((db) =>
  db
    .select({
      segmentId: segmentEmployees.segmentId,
      id: passengers.id,
      firstname: users.firstname,
      surname: users.surname,
      phone: mainPhone.phone,
    })
    .from(segmentEmployees)
    .innerJoin(segments, eq(segments.id, segmentEmployees.segmentId))
    .innerJoin(rides, eq(rides.id, segments.rideId))
    .innerJoin(passengers, eq(passengers.id, segmentEmployees.passengerId))
    .innerJoin(users, eq(users.id, passengers.userId))
    .leftJoin(mainPhone, and(eq(mainPhone.userId, users.id), eq(mainPhone.main, true)))
    .where(rideOfPage)
    .orderBy(asc(users.surname), asc(users.firstname), asc(passengers.id))
    .prepare('course_list_employees'),
);

const locomotiveStatement = oncePerDb((db) =>
  db
    .select({
      segmentId: segmentLocomotives.segmentId,
      id: locomotives.id,
      sideNumber: locomotives.sideNumber,
    })
    .from(segmentLocomotives)
    .innerJoin(segments, eq(segments.id, segmentLocomotives.segmentId))
    .innerJoin(rides, eq(rides.id, segments.rideId))
    .innerJoin(locomotives, eq(locomotives.id, segmentLocomotives.locomotiveId))
    .where(rideOfPage)
    .orderBy(asc(locomotives.sideNumber))
    .prepare('course_list_locomotives'),
);

/**
 * Everything under the courses `courseIds`: four statements, whatever the number of courses (the
 * rides carry their stored driver segments as JSON).
 */
export async function findCourseDetails(db: Db, courseIds: number[]) {
  const ids = { ids: courseIds };
  const [rides, segmentRows, employeeRows, locomotiveRows] = await Promise.all([
    rideStatement(db).execute(ids),
    segmentStatement(db).execute(ids),
    employeeStatement(db).execute(ids),
    locomotiveStatement(db).execute(ids),
  ]);
  const rideRows = rides.map((row) => ({ ...row, driverSegments: parseDriverSegments(row.driverSegments) }));
  const invoiced = new Set(rideRows.filter((row) => row.invoiced).map((row) => row.ride.courseId));
  return { rideRows, segmentRows, employeeRows, locomotiveRows, invoiced };
}

export type CourseDetails = Awaited<ReturnType<typeof findCourseDetails>>;
