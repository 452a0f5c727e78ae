/** The matrix's passenger-change rows (issue 17, part pchanges): a fresh register row on a course. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courses } from '../../db/course-schema';
import { passengerChanges } from '../../db/passenger-changes-schema';
import { passengers } from '../../db/schema';

/**
 * A fresh open 'added' row of course `courseId` (a passenger of its company: the row's course decides who sees it),
 * reported by `reporterId` (the versioning table marks it realized in the reporter's name).
 */
export async function freshPassengerChange(
  app: FastifyInstance,
  courseId: number,
  reporterId: number | null = null,
): Promise<number> {
  // One of the course's railway company's people, as a course write allows: another tenant's
  // passenger on it would put that tenant's name where the course's readers rightly look.
  const [course] = await app.db
    .select({ companyId: courses.companyId })
    .from(courses)
    .where(eq(courses.id, courseId));
  const [anyone] = await app.db
    .select({ id: passengers.id })
    .from(passengers)
    .where(course ? eq(passengers.employerId, course.companyId) : undefined)
    .limit(1);
  if (!anyone) throw new Error('demo data: no passenger of the course’s company');
  const [row] = await app.db
    .insert(passengerChanges)
    .values({
      courseId,
      passengerId: anyone.id,
      kind: 'added',
      reason: 'Dodano pasażera',
      reportingUserId: reporterId,
    })
    .returning({ id: passengerChanges.id });
  return row?.id ?? 0;
}
