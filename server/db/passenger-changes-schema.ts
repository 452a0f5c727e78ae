/**
 * The passenger-change register ('Ewidencja zmian pasażerów', administration.md §3 Passenger change;
 * issue 17). The server writes a row in the transaction of every course write that adds a passenger to
 * a course or removes one (server/resources/passenger-changes/record-passenger-changes.ts); an office
 * user marks it realized (`PUT /api/passenger_changes/{id}` realizedBy).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './course-schema';
import { createdAt, passengers, users, version } from './schema';

export const passengerChanges = pgTable(
  'passenger_changes',
  {
    id: serial('id').primaryKey(),
    // The register is about courses that exist: a deleted course takes its rows with it (row 552).
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    passengerId: integer('passenger_id')
      .notNull()
      .references(() => passengers.id),
    /** 'added' or 'removed' (spec-decisions row 550). */
    kind: text('kind').notNull(),
    reportingUserId: integer('reporting_user_id').references(() => users.id),
    reason: text('reason').notNull(),
    comment: text('comment'),
    realizedById: integer('realized_by_id').references(() => users.id),
    realizedAt: timestamp('realized_at', { withTimezone: true }),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    index('passenger_changes_created').on(t.createdAt),
    index('passenger_changes_course').on(t.courseId),
    check('passenger_changes_kind', sql`${t.kind} in ('added', 'removed')`),
  ],
);
