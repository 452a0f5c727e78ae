/**
 * A course an invoice lists is not deleted (row 525): the course delete answers 409 with the Polish
 * message, also once the invoice is cancelled (it still lists the course), and the foreign key refuses
 * the delete of such a course below the service too.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '../../../domain/invoices/invoice.schema';
import { courses } from '../../db/course-schema';
import { invoiceCourses, invoices } from '../../db/invoices-schema';
import { seedDemo } from '../../seed/demo';
import { seedInvoicesDemo } from '../../seed/invoices.seed';
import { isForeignKeyViolation } from '../../http/errors';
import { as } from '../../test/demo-session.support';
import { INVOICED_RIDE_REFUSAL } from '../../../domain/rides/ride-messages';
import { assertNoInvoicedCancel } from './invoiced-cancel';
import { createTestApp } from '../../test/factories.support';

const NOW = new Date('2026-11-26T12:00:00Z');
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({}, { now: () => NOW });
  await app.ready();
  await seedDemo(app.db);
  await seedInvoicesDemo(app.db, NOW);
});
afterAll(() => app.close());

/** A course of the seeded invoice in `status`, with the invoice's id and version. */
async function invoicedCourse(status: number) {
  const [row] = await app.db
    .select({ courseId: invoiceCourses.courseId, invoiceId: invoices.id, version: invoices.version })
    .from(invoiceCourses)
    .innerJoin(invoices, eq(invoices.id, invoiceCourses.invoiceId))
    .where(eq(invoices.status, status))
    .limit(1);
  if (!row) throw new Error(`no invoice in status ${status}`);
  return row;
}

const deleteAsAdmin = async (courseId: number) =>
  app.inject({ method: 'DELETE', url: `/api/taxi_courses/${courseId}`, headers: await as(app, 'admin') });

const courseExists = async (id: number) =>
  (await app.db.select({ id: courses.id }).from(courses).where(eq(courses.id, id))).length === 1;

describe('DELETE /api/taxi_courses/{id} of an invoiced course', () => {
  it('refuses with 409 and the Polish message, and the course stays', async () => {
    const { courseId } = await invoicedCourse(2);
    const response = await deleteAsAdmin(courseId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ 'hydra:description': INVOICE_MESSAGES.courseOnInvoice });
    expect(await courseExists(courseId)).toBe(true);
  });

  it('still refuses once the invoice is cancelled, which keeps listing the course', async () => {
    const { courseId, invoiceId, version } = await invoicedCourse(1);
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/invoices/${invoiceId}`,
      headers: await as(app, 'transport'),
      payload: { status: 10, version },
    });
    expect(cancel.statusCode).toBe(200);
    const response = await deleteAsAdmin(courseId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ 'hydra:description': INVOICE_MESSAGES.courseOnInvoice });
    expect(await courseExists(courseId)).toBe(true);
  });

  it('is refused by the foreign key too, for a write that passes the service', async () => {
    const { courseId } = await invoicedCourse(4);
    const error = await app.db
      .delete(courses)
      .where(eq(courses.id, courseId))
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isForeignKeyViolation(error)).toBe(true);
    expect(await courseExists(courseId)).toBe(true);
  });
});

describe('a course PUT that cancels a ride of an invoiced course (row 653)', () => {
  it('is refused with 409 and the Polish message; other status changes pass', async () => {
    const [listed] = await app.db
      .select({ courseId: invoiceCourses.courseId })
      .from(invoiceCourses)
      .where(eq(invoiceCourses.active, true))
      .limit(1);
    if (!listed) throw new Error('no active invoice');
    await expect(
      assertNoInvoicedCancel(app.db, listed.courseId, [{ to: 'cancelled' }]),
    ).rejects.toMatchObject({ status: 409, description: INVOICED_RIDE_REFUSAL });
    await expect(
      assertNoInvoicedCancel(app.db, listed.courseId, [{ to: 'accepted_by_driver' }]),
    ).resolves.toBeUndefined();
  });
});
