/**
 * A course PUT that sets a ride of an invoiced course to a cancelled status is refused as 'zmień status'
 * and 'anuluj przejazd' are (docs/spec-decisions.md rows 644, 653): the invoice would keep its amount
 * and lose its rides.
 */
import { and, eq } from 'drizzle-orm';
import { CANCELLED_RIDE_STATUSES } from '../../../domain/rides/ride-effects';
import { INVOICED_RIDE_REFUSAL } from '../../../domain/rides/ride-messages';
import type { Db } from '../../db/client';
import { invoiceCourses } from '../../db/invoices-schema';
import { ApiError } from '../../http/errors';

export async function assertNoInvoicedCancel(
  db: Db,
  courseId: number,
  changes: readonly { to: string }[],
): Promise<void> {
  if (!changes.some((change) => (CANCELLED_RIDE_STATUSES as readonly string[]).includes(change.to))) return;
  const [listed] = await db
    .select({ courseId: invoiceCourses.courseId })
    .from(invoiceCourses)
    .where(and(eq(invoiceCourses.courseId, courseId), eq(invoiceCourses.active, true)))
    .limit(1);
  if (listed) throw new ApiError(409, INVOICED_RIDE_REFUSAL);
}
