/**
 * The fleet of transport companies (administration.md §2.7 'Car', 'Brand'; issue 16): brands with
 * their models, and cars. A car belongs to a company (the transport company that runs it), may have a
 * driver (`user_id`, the spec's `user`), and is soft-deleted (`main` false, §6). Fuel cards,
 * transactions, mileage readings and transfer protocols refer to these rows from schema files of
 * their own.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, createdAt, users, version } from './schema';

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /**
     * The company whose head or fleet user made the brand (its own dictionary), or null: a global
     * brand, written by the administrator only (spec-decisions row 601).
     */
    companyId: integer('company_id').references(() => companies.id),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [uniqueIndex('brands_name').on(sql`coalesce(${t.companyId}, 0)`, sql`lower(${t.name})`)],
);

export const brandModels = pgTable(
  'brand_models',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('brand_models_name').on(t.brandId, sql`lower(${t.name})`)],
);

export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => brandModels.id),
    /** Stored upper-case without spaces, as the registration rule reads it. */
    registrationNumber: text('registration_number').notNull(),
    vin: text('vin').notNull(),
    /** cm3, at least 900 (§5). */
    engineCapacity: integer('engine_capacity').notNull(),
    /** km when the car was added (§2.7 initialMileage); later readings live beside the protocols. */
    initialMileage: integer('initial_mileage').notNull(),
    /** The driver who has the car now (§2.7 `user`); changed by an accepted transfer protocol. */
    userId: integer('user_id').references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
    /** false = deleted (§6 soft delete); the row stays for fuel transactions and protocols. */
    main: boolean('main').notNull().default(true),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    index('cars_company').on(t.companyId),
    index('cars_user').on(t.userId),
    // Per company: another tenant's car neither blocks a registration nor reveals it (row 603).
    uniqueIndex('cars_registration_active')
      .on(sql`coalesce(${t.companyId}, 0)`, sql`upper(${t.registrationNumber})`)
      .where(sql`${t.main}`),
    check('cars_engine_capacity', sql`${t.engineCapacity} >= 900`),
    check('cars_initial_mileage', sql`${t.initialMileage} > 0`),
  ],
);
