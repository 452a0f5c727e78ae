/**
 * Finance tables (courses.md §2 'Finanse', §3 Defined kilometers and Company transport cost). A file of
 * its own so the finance migration does not touch the course tables.
 */
import { check, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies, places } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const version = () => integer('version').notNull().default(1);

/**
 * The agreed kilometres and time between two places. A pair belongs to the company whose user made it
 * (`company_id`), or is global (null: made by a manager, a user of no company; the demo pairs): it sets
 * ride distances only on courses of its company, a global one on every course (spec-decisions row 600).
 * One row per ordered pair and owner; a lookup also reads the reverse pair.
 */
export const definedKilometers = pgTable(
  'defined_kilometers',
  {
    id: serial('id').primaryKey(),
    placeStartId: integer('place_start_id')
      .notNull()
      .references(() => places.id),
    placeEndId: integer('place_end_id')
      .notNull()
      .references(() => places.id),
    companyId: integer('company_id').references(() => companies.id),
    kilometers: integer('kilometers').notNull(),
    /** Seconds. */
    time: integer('time').notNull(),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('defined_kilometers_pair').on(sql`coalesce(${t.companyId}, 0)`, t.placeStartId, t.placeEndId),
    check('defined_kilometers_values', sql`${t.kilometers} >= 0 and ${t.time} >= 0`),
  ],
);

/**
 * The prices a railway company set itself for one transport company: per kilometre and per waiting
 * hour, in hundredths of a złoty. Null = not set: the price table answers the stake in force on the
 * contractor link instead, or no price ('brak stawki') without one (spec-decisions row 650).
 */
export const companyTransportCosts = pgTable(
  'company_transport_costs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    transportCompanyId: integer('transport_company_id')
      .notNull()
      .references(() => companies.id),
    priceByKilometer: integer('price_by_kilometer'),
    priceByWaiting: integer('price_by_waiting'),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('company_transport_costs_pair').on(t.companyId, t.transportCompanyId),
    check(
      'company_transport_costs_values',
      sql`(${t.priceByKilometer} is null or ${t.priceByKilometer} >= 0) and (${t.priceByWaiting} is null or ${t.priceByWaiting} >= 0)`,
    ),
  ],
);
