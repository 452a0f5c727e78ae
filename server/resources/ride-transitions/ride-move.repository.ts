/**
 * Row writes of moving a taxi ride between courses. Both courses are locked in id order (lower id
 * first), so a transfer A->B and a transfer B->A never wait on each other in a cycle.
 */
import { eq } from 'drizzle-orm';
import { byFirstStart } from '../../../domain/rides/driver-relation';
import { courses, rides } from '../../db/course-schema';
import type { Tx } from '../../db/client';
import { lockCourse, touchCourses } from '../course-core/ride-lock.repository';
import type { LockedCourse } from '../course-core/ride-lock.repository';
import { bumpVersion } from '../../http/versioning';

/** Locks both courses (and their rides) lower id first; undefined for a course that is gone. */
export async function lockCoursePair(tx: Tx, sourceId: number, targetId: number) {
  const [firstId, secondId] = sourceId < targetId ? [sourceId, targetId] : [targetId, sourceId];
  const first = await lockCourse(tx, firstId);
  const second = await lockCourse(tx, secondId);
  return sourceId === firstId ? { source: first, target: second } : { source: second, target: first };
}

/** Puts the ride into `courseId` with `status`, bumping its version. */
export async function moveRideRow(tx: Tx, rideId: number, courseId: number, status: string): Promise<void> {
  await tx
    .update(rides)
    .set({ courseId, status, version: bumpVersion(rides.version) })
    .where(eq(rides.id, rideId));
}

/**
 * Renumbers the course's rides by first start time (§4), refreshes its list column and bumps its
 * version (so a PUT based on the old course answers 409/412). Answers the ride count.
 */
export async function settleCourse(tx: Tx, courseId: number, now: Date): Promise<number> {
  const rows = await tx.select().from(rides).where(eq(rides.courseId, courseId));
  for (const [position, ride] of byFirstStart(rows).entries()) {
    if (ride.position !== position) await tx.update(rides).set({ position }).where(eq(rides.id, ride.id));
  }
  await touchCourses(tx, [courseId], now);
  return rows.length;
}

/** A new taxi course with the source's customer, contractor and subcontractor, no driver (§4 extract). */
export async function insertExtractedCourse(tx: Tx, source: LockedCourse, userId: number, now: Date) {
  const { course } = source;
  const [row] = await tx
    .insert(courses)
    .values({
      type: 'taxi',
      companyId: course.companyId,
      contractorId: course.contractorId,
      subcontractorId: course.subcontractorId,
      createdById: userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: courses.id });
  if (!row) throw new Error('course insert failed');
  return row.id;
}
