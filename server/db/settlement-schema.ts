/**
 * Taxi settlement (courses.md §3 bills, ride `*ToSettled`; issue 11 audit trail). Kept beside the course
 * tables rather than as columns on them: a course has up to three typed bills, and every change of a
 * figure or a settlement status leaves a `settlement_history` row in the same transaction.
 * Money in hundredths of a złoty, waiting time in hundredths of an hour, distance in whole km.
 */
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courses, rides } from './course-schema';
import { users } from './schema';

const figures = () => ({
  distance: integer('distance'),
  waitingHundredthsOfHour: integer('waiting_hundredths_of_hour'),
  highwayCost: integer('highway_cost'),
  comment: text('comment'),
});

/** A course's typed bill: 'billForDriver' or 'billForSubcontractor' (row 147). */
export const courseBills = pgTable(
  'course_bills',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    ...figures(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.kind] })],
);

/** A ride's client figures: distanceToSettled, waitingHoursToSettled, highwayCostToSettled, commentToSettled. */
export const rideSettlements = pgTable('ride_settlements', {
  rideId: integer('ride_id')
    .primaryKey()
    .references(() => rides.id, { onDelete: 'cascade' }),
  ...figures(),
});

/** Who changed which settlement figure or status, when, from what to what (shown as 'Historia rozliczenia'). */
export const settlementHistory = pgTable(
  'settlement_history',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The ride the row is about; null for a course bill. */
    rideId: integer('ride_id').references(() => rides.id, { onDelete: 'set null' }),
    /** 'status', or '<bill>.<field>' e.g. 'ride.distance', 'billForDriver.highwayCost'. */
    field: text('field').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    userId: integer('user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('settlement_history_course').on(t.courseId, t.id)],
);
