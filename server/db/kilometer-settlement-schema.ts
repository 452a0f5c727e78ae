/**
 * The kilometer ride's report and settlement notes (courses.md §3 Kilometer report, §4): one row per
 * kilometer ride once its employee sends 'Raport kursu'. Money in hundredths of a złoty.
 */
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { rides } from './course-schema';
import { users } from './schema';

export const kilometerReports = pgTable(
  'kilometer_reports',
  {
    rideId: integer('ride_id')
      .primaryKey()
      .references(() => rides.id, { onDelete: 'cascade' }),
    /** Whole kilometres driven, as the employee reports them: the km to settle. */
    distance: integer('distance').notNull(),
    /** Hundredths of a złoty. */
    highwayCost: integer('highway_cost'),
    /** Why the distance differs from the computed sum (§5). */
    comment: text('comment'),
    /** The company's reason for 'Niezgodność w rozliczeniu', kept until the next report. */
    inconsistencyComment: text('inconsistency_comment'),
    reportedById: integer('reported_by_id').references(() => users.id),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('kilometer_reports_distance', sql`${t.distance} >= 0`),
    check('kilometer_reports_highway_cost', sql`${t.highwayCost} is null or ${t.highwayCost} >= 0`),
  ],
);
