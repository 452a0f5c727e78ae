import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies, locomotives, passengers, places, startingBases, users } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const version = () => integer('version').notNull().default(1);
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A transport order (courses.md §3). `type` is 'taxi' or 'kilometer'; money in hundredths. */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    /** The railway company (customer) the course is for. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    contractorId: integer('contractor_id').references(() => companies.id),
    subcontractorId: integer('subcontractor_id').references(() => companies.id),
    driverId: integer('driver_id').references(() => users.id),
    driverPhoneNumber: text('driver_phone_number'),
    driverStartAt: at('driver_start_at'),
    driverEndAt: at('driver_end_at'),
    driverDistance: integer('driver_distance'),
    driverWaitingHours: doublePrecision('driver_waiting_hours'),
    driverHighwayCost: integer('driver_highway_cost'),
    driverComment: text('driver_comment'),
    /** Kilometres of the stored driver relation (driver_segments), null without one (row 75). */
    driverDistanceSum: doublePrecision('driver_distance_sum'),
    /** A map link through the driver relation's stops, when a map service is configured. */
    routeForDriverRelation: text('route_for_driver_relation'),
    // Kilometer courses only (courses.md §3): where the employee's car leaves from and returns to.
    fromStartingPlaceId: integer('from_starting_place_id').references(() => places.id),
    toStartingPlaceId: integer('to_starting_place_id').references(() => places.id),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
    /** The series the course was created in ('Powtarzaj', issue 35), null for a single course. */
    seriesId: integer('series_id').references((): AnyPgColumn => courseSeries.id, { onDelete: 'set null' }),
    // Ride summary kept by the `course_ride_summary` trigger (migration 0003) so the list filters and
    // orders on one row per course instead of a subquery per course.
    /** First planned start of any ride. */
    startsAt: at('starts_at'),
    rideCount: integer('ride_count').notNull().default(0),
    /** Rides not in a closed status (CLOSED_RIDE_STATUSES). */
    openRideCount: integer('open_ride_count').notNull().default(0),
    /** Rides in ATTENTION_RIDE_STATUSES or in a status the domain does not know. */
    attentionRideCount: integer('attention_ride_count').notNull().default(0),
    /** Rides waiting for the transport company's acceptance (its own list puts them under attention). */
    acceptanceRideCount: integer('acceptance_ride_count').notNull().default(0),
    /** Rides not plainly `cancelled` (the default list hides courses without one). */
    activeRideCount: integer('active_ride_count').notNull().default(0),
    /** Earliest moment a ride still waiting for an acceptance becomes overdue. */
    waitingDeadline: at('waiting_deadline'),
  },
  (t) => [
    index('courses_starts_at').on(t.startsAt.desc().nullsLast(), t.id.desc()),
    index('courses_company').on(t.companyId),
    index('courses_contractor').on(t.contractorId),
    index('courses_subcontractor').on(t.subcontractorId),
    index('courses_driver').on(t.driverId),
    index('courses_created_by').on(t.createdById),
    // The list's answer cache asks for the next deadline ahead (course-list.cache.ts, migration 0031).
    index('courses_waiting_deadline').on(t.waitingDeadline),
    index('courses_series').on(t.seriesId),
  ],
);

/**
 * A series of courses made by one 'Powtarzaj' (issue 35, migration 0035): its rule as sent (weekdays
 * and an end, `domain/course-series/series-rule.ts`) and the railway company its courses are for.
 * The courses are ordinary courses; deleting the series row only unlinks them.
 */
export const courseSeries = pgTable('course_series', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  createdById: integer('created_by_id').references(() => users.id),
  rule: jsonb('rule').notNull(),
  createdAt: createdAt(),
});

export const rides = pgTable(
  'rides',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    number: text('number').notNull(),
    status: text('status').notNull(),
    /** The status a cancel came from, for the restore of a ride in settlement (row 644); null otherwise. */
    statusBeforeCancel: text('status_before_cancel'),
    position: integer('position').notNull().default(0),
    companyId: integer('company_id').references(() => companies.id),
    createdById: integer('created_by_id').references(() => users.id),
    driverHasToAcceptAt: at('driver_has_to_accept_at'),
    fromStartingBaseId: integer('from_starting_base_id').references(() => startingBases.id),
    toStartingBaseId: integer('to_starting_base_id').references(() => startingBases.id),
    routeUrl: text('route_url'),
    distanceSum: doublePrecision('distance_sum'),
    /** First planned waypoint time, denormalised for ordering and date filters. */
    startsAt: at('starts_at'),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    index('rides_course').on(t.courseId),
    index('rides_starts_at').on(t.startsAt),
    index('rides_status').on(t.status),
  ],
);

export const waypoints = pgTable(
  'waypoints',
  {
    id: serial('id').primaryKey(),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    placeId: integer('place_id').references(() => places.id),
    time: at('time'),
    achievedAtByDriver: at('achieved_at_by_driver'),
  },
  (t) => [index('waypoints_ride').on(t.rideId)],
);

export const segments = pgTable(
  'segments',
  {
    id: serial('id').primaryKey(),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    waypointStartId: integer('waypoint_start_id')
      .notNull()
      .references(() => waypoints.id, { onDelete: 'cascade' }),
    waypointEndId: integer('waypoint_end_id')
      .notNull()
      .references(() => waypoints.id, { onDelete: 'cascade' }),
    /** Kilometres and seconds; source is 'defined', 'estimated' or 'fallback' (courses.md §3). */
    distance: doublePrecision('distance'),
    time: integer('time'),
    timeAndDistanceSource: text('time_and_distance_source').notNull().default('fallback'),
    unlockDefined: boolean('unlock_defined').notNull().default(false),
  },
  (t) => [index('segments_ride').on(t.rideId)],
);

export const segmentEmployees = pgTable(
  'segment_employees',
  {
    segmentId: integer('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
    passengerId: integer('passenger_id')
      .notNull()
      .references(() => passengers.id),
  },
  (t) => [
    primaryKey({ columns: [t.segmentId, t.passengerId] }),
    index('segment_employees_passenger').on(t.passengerId),
  ],
);

export const segmentLocomotives = pgTable(
  'segment_locomotives',
  {
    segmentId: integer('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
    locomotiveId: integer('locomotive_id')
      .notNull()
      .references(() => locomotives.id),
  },
  (t) => [primaryKey({ columns: [t.segmentId, t.locomotiveId] })],
);

/**
 * The driver relation of a multi-ride course, stored after a transfer or extraction (courses.md §4,
 * docs/spec-decisions.md row 75): legs between the merged stops, each kept on one ride (Ride
 * `driverSegments`), `position` numbering the whole course's relation. A course edit rewrites the
 * stops, and the waypoints' cascade takes the stored relation with them.
 */
export const driverSegments = pgTable(
  'driver_segments',
  {
    id: serial('id').primaryKey(),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    waypointStartId: integer('waypoint_start_id')
      .notNull()
      .references(() => waypoints.id, { onDelete: 'cascade' }),
    waypointEndId: integer('waypoint_end_id')
      .notNull()
      .references(() => waypoints.id, { onDelete: 'cascade' }),
    /** The ride segment the leg drives (its passengers and locomotives); null between two rides. */
    segmentId: integer('segment_id').references(() => segments.id, { onDelete: 'set null' }),
    distance: doublePrecision('distance'),
    time: integer('time'),
    timeAndDistanceSource: text('time_and_distance_source').notNull().default('fallback'),
  },
  (t) => [index('driver_segments_ride').on(t.rideId, t.position)],
);

/**
 * The driver's link `/kurs/:token` (courses.md §2, §7): only the token's SHA-256 is kept. A link is
 * bound to one course and one driver; it dies when the course gets another driver or some days after
 * the course's last stop (checked when it is used, so a rescheduled course moves its expiry too).
 */
export const driverLinks = pgTable(
  'driver_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('driver_links_course').on(t.courseId)],
);

/** A comment on a ride of either type (courses.md §3 Comment), listed by created_at. */
export const rideComments = pgTable(
  'ride_comments',
  {
    id: serial('id').primaryKey(),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ride_comments_ride').on(t.rideId, t.createdAt)],
);

/**
 * 'Oceń przejazd' (courses.md §3 Ride rating): one per ride and passenger; exactly one of
 * waiting_time (seconds) and extreme_waiting is set.
 */
export const rideRatings = pgTable(
  'ride_ratings',
  {
    id: serial('id').primaryKey(),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    mark: integer('mark').notNull(),
    comment: text('comment'),
    waitingTime: integer('waiting_time'),
    extremeWaiting: text('extreme_waiting'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ride_ratings_ride_author').on(t.rideId, t.createdById),
    check('ride_ratings_mark', sql`${t.mark} in (1, 3, 5)`),
    check('ride_ratings_one_waiting', sql`(${t.waitingTime} is null) <> (${t.extremeWaiting} is null)`),
  ],
);

/**
 * The car's positions sent from the driver's phone while the course is in realization (issue 35,
 * docs/spec-decisions.md rows 800-809): one row per accepted reading, the latest shown to the ride's
 * passengers through their tracking links. Deleted 24 h after the course ends by the retention job
 * (docs/security.md); the course's delete takes them too.
 */
export const coursePositions = pgTable(
  'course_positions',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Metres, as the browser reported it. */
    accuracy: doublePrecision('accuracy'),
    at: at('at').notNull(),
  },
  (t) => [
    index('course_positions_course_at').on(t.courseId, t.at.desc()),
    index('course_positions_at').on(t.at),
  ],
);
