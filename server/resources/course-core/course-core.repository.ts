/**
 * Reads of the course core that every course family shares (writes, transitions, moves, the driver
 * link, comments): one course with its rides, who is involved in it, and the contractor links.
 */
import { eq } from 'drizzle-orm';
import type { ContractorLink } from '../../../domain/courses/course-permissions';
import type { CourseParties } from '../../../domain/courses/visibility';
import { INVOICE_MESSAGES } from '../../../domain/invoices/invoice.schema';
import type { Db, Tx } from '../../db/client';
import { courses, rides, segmentEmployees, segments } from '../../db/course-schema';
import { invoiceCourses } from '../../db/invoices-schema';
import { passengers } from '../../db/schema';
import { allContractorLinks } from '../companies/scope';
import { ApiError, isForeignKeyViolation } from '../../http/errors';

export { findCourseRow } from '../courses/course-list.repository';

export type CourseRecord = typeof courses.$inferSelect;

/** The course row with its rides' ids and statuses, or undefined. */
export async function findCourse(db: Db, id: number) {
  const [course] = await db.select().from(courses).where(eq(courses.id, id));
  if (!course) return undefined;
  const rideRows = await db
    .select({
      id: rides.id,
      status: rides.status,
      number: rides.number,
      driverHasToAcceptAt: rides.driverHasToAcceptAt,
    })
    .from(rides)
    .where(eq(rides.courseId, id));
  return { ...course, rides: rideRows };
}

export type LoadedCourse = NonNullable<Awaited<ReturnType<typeof findCourse>>>;

/** Who is involved in the course, for `isCourseVisible`. */
export async function courseParties(db: Db, course: CourseRecord): Promise<CourseParties> {
  const riders = await db
    .selectDistinct({ userId: passengers.userId })
    .from(segmentEmployees)
    .innerJoin(segments, eq(segments.id, segmentEmployees.segmentId))
    .innerJoin(rides, eq(rides.id, segments.rideId))
    .innerJoin(passengers, eq(passengers.id, segmentEmployees.passengerId))
    .where(eq(rides.courseId, course.id));
  return {
    companyId: course.companyId,
    contractorId: course.contractorId,
    subcontractorId: course.subcontractorId,
    driverId: course.driverId,
    createdById: course.createdById,
    passengerUserIds: riders.map((row) => row.userId),
  };
}

/** Every confirmed contractor link (a pending one grants no course rights, ADR 022). */
export const contractorLinks = (db: Db): Promise<ContractorLink[]> => allContractorLinks(db);

/**
 * Deletes the course; its rides, stops and segments go with it (cascade). A course an invoice lists,
 * also a cancelled invoice, stays (row 525): 409, checked here for every caller, and by the foreign key
 * when an invoice took the course after the check.
 */
export async function deleteCourse(tx: Tx, id: number): Promise<void> {
  const [invoiced] = await tx
    .select({ courseId: invoiceCourses.courseId })
    .from(invoiceCourses)
    .where(eq(invoiceCourses.courseId, id))
    .limit(1);
  if (invoiced) throw new ApiError(409, INVOICE_MESSAGES.courseOnInvoice);
  try {
    await tx.delete(courses).where(eq(courses.id, id));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ApiError(409, INVOICE_MESSAGES.courseOnInvoice);
    throw error;
  }
}
