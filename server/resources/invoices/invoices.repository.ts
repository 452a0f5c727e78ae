/**
 * Reading invoices: the row, its items, its courses and the two companies as the invoice shows them.
 */
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { InvoiceParty } from '../../../domain/invoices/invoice-document';
import type { Db } from '../../db/client';
import { invoiceCourses, invoiceItems, invoices } from '../../db/invoices-schema';
import { companies } from '../../db/schema';
import { adminSearch } from '../../http/admin-list';
import { UNPAGED_MAX_ITEMS, type Pagination } from '../../http/pagination';
import { settledFigures } from './invoice-candidates';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceItemRow = typeof invoiceItems.$inferSelect;

export async function findInvoice(db: Db, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

export function itemsOf(db: Db, invoiceId: number) {
  return db
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .orderBy(asc(invoiceItems.position));
}

/** The courses the invoice covers (also a cancelled invoice's, which no longer holds them). */
export async function coursesOf(db: Db, invoiceId: number) {
  const rows = await db
    .select({ courseId: invoiceCourses.courseId })
    .from(invoiceCourses)
    .where(eq(invoiceCourses.invoiceId, invoiceId))
    .orderBy(asc(invoiceCourses.courseId));
  return settledFigures(
    db,
    rows.map((row) => row.courseId),
  );
}

export async function partiesOf(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, InvoiceParty & { id: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(companies)
    .where(inArray(companies.id, [...ids]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        taxNumber: row.taxNumber ?? '',
        street: row.headquartersStreet ?? '',
        zipCode: row.headquartersZipCode ?? '',
        city: row.headquartersCity ?? '',
        bankAccountNumber: row.bankAccountNumber,
      },
    ]),
  );
}

/**
 * One page of the seller's invoices with each one's items (for the gross): newest first when asked
 * (`order[id]=desc`, the administration list, row 781), else newest issue first.
 */
export async function findInvoicePage(
  db: Db,
  where: SQL | undefined,
  page: Pagination,
  idDescending = false,
) {
  const [total] = await db.select({ value: count() }).from(invoices).where(where);
  const rows = await db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(...(idDescending ? [desc(invoices.id)] : [desc(invoices.issueDate), desc(invoices.id)]))
    .limit(page.limit ?? UNPAGED_MAX_ITEMS)
    .offset(page.offset);
  const items =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(invoiceItems)
          .where(
            inArray(
              invoiceItems.invoiceId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(invoiceItems.position));
  return { total: total?.value ?? 0, rows, items };
}

/** The seller's invoices, of one status when given, whose number or buyer's name holds the folded search. */
export const sellerIs = (db: Db, sellerId: number, status: number | null, search?: string) =>
  and(
    eq(invoices.sellerId, sellerId),
    status === null ? undefined : eq(invoices.status, status),
    search === undefined
      ? undefined
      : or(
          adminSearch(search, [invoices.number]),
          inArray(
            invoices.buyerId,
            db
              .select({ id: companies.id })
              .from(companies)
              .where(adminSearch(search, [companies.name])),
          ),
        ),
  );
