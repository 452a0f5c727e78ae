/**
 * Fuel (administration.md §2.7 'Fuel card', 'Fuel company', 'Transaction'; issue 16): the fuel
 * companies (a fixed list, seeded by migration), the fuel cards of a transport company, the imported
 * fuel transactions and one row per import. Amounts are integer hundredths (grosze) as everywhere.
 * A transaction is unique per card, time and amounts (`fuel_transactions_row`): a re-import of the
 * same rows inserts nothing (ADR 017).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cars } from './fleet-schema';
import { companies, createdAt, users, version } from './schema';

export const fuelCompanies = pgTable(
  'fuel_companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('fuel_companies_name').on(sql`lower(${t.name})`)],
);

export const fuelCards = pgTable(
  'fuel_cards',
  {
    id: serial('id').primaryKey(),
    /** Digits only, as the import files print it (spaces removed on the way in). */
    cardNumber: text('card_number').notNull(),
    fuelCompanyId: integer('fuel_company_id')
      .notNull()
      .references(() => fuelCompanies.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    carId: integer('car_id').references(() => cars.id),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    // Per tenant: another company's card of the same number neither blocks nor reveals anything.
    uniqueIndex('fuel_cards_number').on(t.companyId, t.fuelCompanyId, t.cardNumber),
    index('fuel_cards_car').on(t.carId),
  ],
);

export const fuelTransactionImports = pgTable('fuel_transaction_imports', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  fuelCompanyId: integer('fuel_company_id')
    .notNull()
    .references(() => fuelCompanies.id),
  userId: integer('user_id').references(() => users.id),
  fileName: text('file_name').notNull(),
  /** 'csv' or 'xlsx', decided by the content. */
  format: text('format').notNull(),
  rowCount: integer('row_count').notNull(),
  insertedCount: integer('inserted_count').notNull(),
  createdAt: createdAt(),
});

export const fuelTransactions = pgTable(
  'fuel_transactions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    fuelCardId: integer('fuel_card_id')
      .notNull()
      .references(() => fuelCards.id),
    /** The card's car and that car's driver when imported (docs/spec-decisions.md row 424). */
    carId: integer('car_id').references(() => cars.id),
    driverId: integer('driver_id').references(() => users.id),
    transactionDate: timestamp('transaction_date', { withTimezone: true, mode: 'date' }).notNull(),
    amount: integer('amount').notNull(),
    grossDiscount: integer('gross_discount').notNull(),
    grossValueAfterDiscount: integer('gross_value_after_discount').notNull(),
    netDiscount: integer('net_discount').notNull(),
    netValueAfterDiscount: integer('net_value_after_discount').notNull(),
    netValueBeforeDiscount: integer('net_value_before_discount').notNull(),
    importId: integer('import_id')
      .notNull()
      .references(() => fuelTransactionImports.id),
  },
  (t) => [
    uniqueIndex('fuel_transactions_row').on(
      t.fuelCardId,
      t.transactionDate,
      t.amount,
      t.grossValueAfterDiscount,
      t.netValueAfterDiscount,
    ),
    index('fuel_transactions_company_date').on(t.companyId, t.transactionDate),
  ],
);
