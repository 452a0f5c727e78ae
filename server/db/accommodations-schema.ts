/**
 * Accommodations ('Lista noclegów', administration.md §2.1 '/accommodations'; issue 13, part B): a
 * crew's booked stay at a hotel (a place of type hotel) from `check_in` to `check_out`, Polish
 * calendar days (docs/spec-decisions.md rows 252-255). Never deleted: a cancelled stay keeps its row.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { places, users } from './schema';

export const accommodations = pgTable(
  'accommodations',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => places.id),
    checkIn: date('check_in').notNull(),
    checkOut: date('check_out').notNull(),
    /** The guests' names as the hotel lists them (row 254). */
    guests: text('guests').notNull(),
    rooms: integer('rooms').notNull().default(1),
    remarks: text('remarks'),
    /** booked | confirmed | cancelled (domain/accommodations/accommodation-rules.ts). */
    status: text('status').notNull().default('booked'),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('accommodations_hotel').on(t.hotelId),
    index('accommodations_check_in').on(t.checkIn),
    check('accommodations_nights', sql`${t.checkOut} > ${t.checkIn}`),
    check('accommodations_status', sql`${t.status} in ('booked', 'confirmed', 'cancelled')`),
  ],
);

/**
 * Which hotels a hotel account (ROLE_HOTEL) works for: it reads and confirms the stays of these
 * hotels only (a chain's desk may have several). An account of no hotel sees no stay
 * (spec-decisions row 604). Set by the administrator (seeded for the demo `hotel`).
 */
export const hotelAccounts = pgTable(
  'hotel_accounts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hotelId] }), index('hotel_accounts_hotel').on(t.hotelId)],
);
