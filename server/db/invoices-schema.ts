/**
 * Invoices (administration.md §3 Invoice, issue 17): the invoice, its items, the courses it covers and
 * the per-seller-per-month number counter (ADR 018). Money in grosze, quantities in thousandths.
 * A course is invoiced once: `invoice_courses` keeps `active` true while its invoice is not cancelled
 * and a partial unique index lets one active row per course in, also under races (row 502).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  bigint,
  boolean,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from './course-schema';
import { companies, createdAt, users, version } from './schema';

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => companies.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => companies.id),
    place: text('place').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    sellDate: date('sell_date', { mode: 'string' }).notNull(),
    paymentTo: date('payment_to', { mode: 'string' }).notNull(),
    kilometerStake: integer('kilometer_stake').notNull(),
    waitStake: integer('wait_stake').notNull(),
    status: integer('status').notNull(),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('invoices_seller_number').on(t.sellerId, t.number),
    index('invoices_seller_issue').on(t.sellerId, t.issueDate),
    check('invoices_status', sql`${t.status} in (1, 2, 3, 4, 10)`),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    quantityUnit: text('quantity_unit').notNull(),
    tax: integer('tax').notNull(),
    /** Net unit price, grosze. */
    price: integer('price').notNull(),
    /** Thousandths of the unit. */
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
  },
  (t) => [index('invoice_items_invoice').on(t.invoiceId, t.position)],
);

export const invoiceCourses = pgTable(
  'invoice_courses',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** Restrict: a course an invoice lists cannot be deleted (row 525; deleteCourse answers 409 first). */
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    /** False once the invoice is cancelled: the course may be invoiced again. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.courseId] }),
    uniqueIndex('invoice_courses_once')
      .on(t.courseId)
      .where(sql`${t.active}`),
  ],
);

/** The last number given per seller and month 'YYYY-MM' (ADR 018): bumped in the create's transaction. */
export const invoiceNumberCounters = pgTable(
  'invoice_number_counters',
  {
    sellerId: integer('seller_id')
      .notNull()
      .references(() => companies.id),
    month: text('month').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.month] })],
);
