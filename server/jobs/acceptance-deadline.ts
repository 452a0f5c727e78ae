/**
 * The acceptance-deadline job: rides still waiting for the transport company or the driver past their
 * deadline become not_accepted_by_transport_company / not_accepted_by_driver, with a `course_update`
 * event and messages to the dispatcher and the executor. Courses are claimed with FOR UPDATE SKIP
 * LOCKED (by the trigger-kept `waiting_deadline`), so several processes running it at once each handle
 * a ride once, and none waits for a course a user is changing.
 */
import { and, asc, isNotNull, lte } from 'drizzle-orm';
import { expiredAcceptanceStatus } from '../../domain/rides/acceptance-deadline';
import type { ExpiredStatus } from '../../domain/rides/acceptance-deadline';
import type { Db } from '../db/client';
import { courses } from '../db/course-schema';
import { publishCourseEvent } from '../events/event-log';
import { lockCourse, writeRideStatuses } from '../resources/course-core/ride-lock.repository';
import { enqueueRideNotices } from '../resources/course-core/ride-notices';

export interface DeadlineRunResult {
  courses: number;
  rides: number;
}

/** One batch in one transaction; returns what it changed and how many courses it claimed. */
async function expireBatch(db: Db, now: Date, batchSize: number) {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(isNotNull(courses.waitingDeadline), lte(courses.waitingDeadline, now)))
      .orderBy(asc(courses.waitingDeadline), asc(courses.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const result: DeadlineRunResult & { claimed: number } = { courses: 0, rides: 0, claimed: claimed.length };
    for (const { id } of claimed) {
      const locked = await lockCourse(tx, id);
      if (!locked) continue;
      const changes = new Map<number, ExpiredStatus>();
      for (const ride of locked.rides) {
        const expired = ride.type === 'taxi' ? expiredAcceptanceStatus(ride, now) : null;
        if (expired) changes.set(ride.id, expired);
      }
      if (changes.size === 0) continue;
      await writeRideStatuses(tx, locked, changes, now);
      await publishCourseEvent(tx, 'course_update', id);
      for (const kind of ['not_accepted_by_transport_company', 'not_accepted_by_driver'] as const) {
        const ridesOfKind = locked.rides.filter((ride) => changes.get(ride.id) === kind);
        if (ridesOfKind.length > 0) await enqueueRideNotices(tx, locked, ridesOfKind, kind, null);
      }
      result.courses += 1;
      result.rides += changes.size;
    }
    return result;
  });
}

/**
 * Expires every overdue acceptance, batch after batch, until a batch claims fewer courses than
 * `batchSize` (or `maxBatches` ran). Example: await expireAcceptances(db, new Date())
 */
export async function expireAcceptances(
  db: Db,
  now: Date,
  { batchSize = 50, maxBatches = 20 }: { batchSize?: number; maxBatches?: number } = {},
): Promise<DeadlineRunResult> {
  const total: DeadlineRunResult = { courses: 0, rides: 0 };
  for (let batch = 0; batch < maxBatches; batch++) {
    const result = await expireBatch(db, now, batchSize);
    total.courses += result.courses;
    total.rides += result.rides;
    if (result.claimed < batchSize) break;
  }
  return total;
}
