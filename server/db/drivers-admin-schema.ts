/** Driver absences ('Urlopy', administration.md §2.1; issue 12). Drivers and starting bases live in schema.ts. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { drivers, users } from './schema';

/**
 * A driver away from `date_from` to `date_to`, Polish calendar days, both included
 * (docs/spec-decisions.md row 210). Deleted for real: an absence has no history to keep.
 */
export const driverAbsences = pgTable(
  'driver_absences',
  {
    id: serial('id').primaryKey(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('driver_absences_driver').on(t.driverId, t.dateFrom),
    check('driver_absences_order', sql`${t.dateTo} >= ${t.dateFrom}`),
  ],
);
