/**
 * Car transfer protocols and mileage readings (administration.md §2.7 'Car' mileageReadings and
 * transferProtocols, §3 TransferProtocol; issue 16). A protocol hands a car to a new driver; when it
 * is accepted the car's `user_id` becomes the new driver and its mileage is stored as a reading.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cars } from './fleet-schema';
import { createdAt, users, version } from './schema';

export const transferProtocols = pgTable(
  'transfer_protocols',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    /** The driver who had the car when the protocol was written (§3 driverId), null for a free car. */
    driverId: integer('driver_id').references(() => users.id),
    newDriverId: integer('new_driver_id')
      .notNull()
      .references(() => users.id),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    transferAt: timestamp('transfer_at', { withTimezone: true }).notNull(),
    /** km on the odometer at the hand-over. */
    mileageReading: integer('mileage_reading').notNull(),
    remarks: text('remarks').notNull().default(''),
    /** Checklist keys of domain/fleet/transfer-protocol.schema.ts EQUIPMENT. */
    equipment: text('equipment')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').notNull().default('waiting_for_acceptance'),
    transferAcceptedAt: timestamp('transfer_accepted_at', { withTimezone: true }),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    validatedById: integer('validated_by_id').references(() => users.id),
    version: version(),
  },
  (t) => [
    index('transfer_protocols_car').on(t.carId),
    index('transfer_protocols_new_driver').on(t.newDriverId),
    // One pending protocol per car (spec-decisions row 408), kept by the database as well.
    uniqueIndex('transfer_protocols_one_pending')
      .on(t.carId)
      .where(sql`${t.status} in ('waiting_for_acceptance', 'waiting_for_validation')`),
    check(
      'transfer_protocols_status',
      sql`${t.status} in ('waiting_for_acceptance', 'waiting_for_validation', 'accepted', 'declined')`,
    ),
    check('transfer_protocols_mileage', sql`${t.mileageReading} >= 0`),
  ],
);

export const mileageReadings = pgTable(
  'mileage_readings',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    reading: integer('reading').notNull(),
    protocolId: integer('protocol_id').references(() => transferProtocols.id),
    createdAt: createdAt(),
  },
  (t) => [index('mileage_readings_car').on(t.carId, t.reading)],
);
