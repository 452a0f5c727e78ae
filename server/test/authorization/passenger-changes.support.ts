/** The matrix's passenger-change rows (issue 17, part pchanges): a fresh register row on a course. */
import type { FastifyInstance } from 'fastify';
import { passengerChanges } from '../../db/passenger-changes-schema';
import { passengers } from '../../db/schema';

/**
 * A fresh open 'added' row of course `courseId` (any passenger: the row's course decides who sees it),
 * reported by `reporterId` (the versioning table marks it realized in the reporter's name).
 */
export async function freshPassengerChange(
  app: FastifyInstance,
  courseId: number,
  reporterId: number | null = null,
): Promise<number> {
  const [anyone] = await app.db.select({ id: passengers.id }).from(passengers).limit(1);
  if (!anyone) throw new Error('demo data: no passenger');
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
