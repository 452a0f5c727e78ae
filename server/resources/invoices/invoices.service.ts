/**
 * Writing invoices (administration.md §3, §4, §5; docs/spec-decisions.md rows 500-512). The create is one
 * transaction: the picked courses re-checked (settled, the buyer's, not held), the number drawn from the
 * seller's month counter (ADR 018), the rows written; a course picked by two creates at once is held by
 * one (the partial unique index), the other gets 409 and its number is rolled back with it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { invoiceMove, holdsCourses, type InvoiceStatus } from '../../../domain/invoices/invoice-status';
import { invoiceNumber, invoiceNumberMonth } from '../../../domain/invoices/invoice-number';
import { mayWriteInvoice } from '../../../domain/invoices/invoice-permissions';
import { INVOICE_MESSAGES, type InvoiceCreateInput } from '../../../domain/invoices/invoice.schema';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { courses } from '../../db/course-schema';
import { invoiceCourses, invoiceItems, invoiceNumberCounters, invoices } from '../../db/invoices-schema';
import { ApiError, ViolationError, forbidden, isUniqueViolation, notFound } from '../../http/errors';
import { expectedVersion, staleWrite, bumpVersion } from '../../http/versioning';
import { settledCourses } from './invoice-candidates';
import { findInvoice, type InvoiceRow } from './invoices.repository';
import { invoiceBuyers } from './invoice-buyers';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An invoice the user may see: their company's as the seller, else 404 (403 without the roles). */
export async function visibleInvoice(db: Db, user: AuthUser, id: number): Promise<InvoiceRow> {
  const row = await findInvoice(db, id);
  if (!row || row.sellerId !== user.companyId) throw notFound();
  if (!mayWriteInvoice(user, row.sellerId)) throw forbidden();
  return row;
}

/** The buyer must be a railway company the seller serves through a confirmed link, else 422. */
export async function checkBuyer(db: Db, sellerId: number, buyerId: number) {
  if (!(await invoiceBuyers(db, sellerId)).some((buyer) => buyer.id === buyerId))
    throw new ViolationError([{ propertyPath: 'buyer', message: INVOICE_MESSAGES.buyerNotPrincipal }]);
}

/** Every picked course: the buyer's, executed by the seller, settled and not held by another invoice. */
async function checkCourses(db: Db, sellerId: number, buyerId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const owned = await db
    .select({ id: courses.id, companyId: courses.companyId, contractorId: courses.contractorId })
    .from(courses)
    .where(inArray(courses.id, unique));
  const foreign = unique.filter((id) => {
    const row = owned.find((course) => course.id === id);
    return !row || row.companyId !== buyerId || row.contractorId !== sellerId;
  });
  if (foreign.length > 0)
    throw new ViolationError([{ propertyPath: 'courses', message: INVOICE_MESSAGES.invalidCourse }]);
  const ready = new Set((await settledCourses(db, unique)).map((course) => course.courseId));
  const [missing] = unique.filter((id) => !ready.has(id));
  if (missing === undefined) return unique;
  const [held] = await db
    .select({ id: invoiceCourses.courseId })
    .from(invoiceCourses)
    .where(and(eq(invoiceCourses.courseId, missing), eq(invoiceCourses.active, true)));
  throw held
    ? new ApiError(409, INVOICE_MESSAGES.courseTaken)
    : new ViolationError([{ propertyPath: 'courses', message: INVOICE_MESSAGES.courseNotSettled }]);
}

/** The next number of the seller's month: the counter row bumped (or made) under its row lock. */
export async function drawInvoiceNumber(tx: Tx, sellerId: number, issueDate: string): Promise<string> {
  const [row] = await tx
    .insert(invoiceNumberCounters)
    .values({ sellerId, month: invoiceNumberMonth(issueDate), last: 1 })
    .onConflictDoUpdate({
      target: [invoiceNumberCounters.sellerId, invoiceNumberCounters.month],
      set: { last: sql`${invoiceNumberCounters.last} + 1` },
    })
    .returning({ last: invoiceNumberCounters.last });
  if (!row) throw new Error('invoice counter not written');
  return invoiceNumber(row.last, issueDate);
}

export async function createInvoice(db: Db, user: AuthUser, input: InvoiceCreateInput): Promise<number> {
  if (!mayWriteInvoice(user, input.seller)) throw forbidden();
  await checkBuyer(db, input.seller, input.buyer);
  const courseIds = await checkCourses(db, input.seller, input.buyer, input.courses);
  try {
    return await db.transaction(async (tx) => {
      const number = await drawInvoiceNumber(tx, input.seller, input.issueDate);
      const [row] = await tx
        .insert(invoices)
        .values({
          number,
          sellerId: input.seller,
          buyerId: input.buyer,
          place: input.place,
          issueDate: input.issueDate,
          sellDate: input.sellDate,
          paymentTo: input.paymentTo,
          kilometerStake: input.kilometerStake,
          waitStake: input.waitStake,
          status: input.status,
          createdById: user.id,
        })
        .returning({ id: invoices.id });
      if (!row) throw new Error('invoice insert failed');
      await tx.insert(invoiceItems).values(
        input.invoiceItems.map((item, position) => ({
          invoiceId: row.id,
          position,
          name: item.name,
          quantityUnit: item.quantityUnit,
          tax: item.tax,
          price: item.price,
          quantity: item.quantity,
        })),
      );
      await tx.insert(invoiceCourses).values(courseIds.map((courseId) => ({ invoiceId: row.id, courseId })));
      return row.id;
    });
  } catch (error) {
    // Another create took one of the courses between the check and the insert.
    if (isUniqueViolation(error)) throw new ApiError(409, INVOICE_MESSAGES.courseTaken);
    throw error;
  }
}

/**
 * `PUT api/invoices/{id}`: the place and/or a status move (the domain's table: 403/409), with the version
 * read required (If-Match 412, body version 409, neither 428). Cancelling frees the courses (row 502).
 */
export async function updateInvoice(
  db: Db,
  user: AuthUser,
  id: number,
  input: { place?: string | undefined; status?: number | undefined; version?: number | null | undefined },
  ifMatch: string | undefined,
) {
  const row = await visibleInvoice(db, user, id);
  const version = expectedVersion(row.version, input.version, ifMatch);
  let status = row.status as InvoiceStatus;
  if (input.status !== undefined && input.status !== row.status) {
    const move = invoiceMove(user, { sellerId: row.sellerId, status }, input.status as InvoiceStatus);
    if (!move.allowed) throw move.reason === 'forbidden' ? forbidden() : new ApiError(409, move.message);
    status = move.status;
  }
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(invoices)
      .set({ place: input.place ?? row.place, status, version: bumpVersion(invoices.version) })
      .where(and(eq(invoices.id, id), eq(invoices.version, version)))
      .returning({ id: invoices.id });
    if (updated.length === 0) throw staleWrite();
    if (!holdsCourses(status))
      await tx.update(invoiceCourses).set({ active: false }).where(eq(invoiceCourses.invoiceId, id));
  });
}
