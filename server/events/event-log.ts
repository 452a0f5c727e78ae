/**
 * The append-only event log (table `events`) behind the SSE stream: writing a course event with its
 * NOTIFY, reading it back, and pruning it. Replay and live delivery read it in commit order (commit-order.ts).
 */
import { and, desc, eq, lt, max, min, or } from 'drizzle-orm';
import type { CourseParties } from '../../domain/courses/visibility';
import type { Db } from '../db/client';
import { courses, rides, segmentEmployees, segments } from '../db/course-schema';
import { companyContractors, events, passengers } from '../db/schema';
import { confirmedContractor } from '../resources/companies/scope';
import { appendEvent, LOG_START, positionOf } from './commit-order';
import type { EventPosition } from './commit-order';

export { COURSE_EVENTS_CHANNEL } from './commit-order';
export type { EventRow } from './commit-order';
export const COURSE_EVENT_TYPES = ['course_insert', 'course_update', 'course_delete'] as const;
export type CourseEventType = (typeof COURSE_EVENT_TYPES)[number];

/** Retention: an event older than `maxAgeMs` or beyond the newest `maxEvents` is deleted. */
export interface EventRetention {
  maxEvents: number;
  maxAgeMs: number;
}
export const DEFAULT_RETENTION: EventRetention = { maxEvents: 10_000, maxAgeMs: 7 * 24 * 3600 * 1000 };

/** What a course event stores besides its type: who could see the course when it was written. */
export interface CourseEventPayload {
  parties: CourseParties | null;
}

/** The parties of a course as `isCourseVisible` needs them; null when the course does not exist. */
export async function loadCourseParties(db: Db, courseId: number): Promise<CourseParties | null> {
  const [course] = await db
    .select({
      companyId: courses.companyId,
      contractorId: courses.contractorId,
      subcontractorId: courses.subcontractorId,
      driverId: courses.driverId,
      createdById: courses.createdById,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return null;
  const passengerRows = await db
    .selectDistinct({ userId: passengers.userId })
    .from(segmentEmployees)
    .innerJoin(segments, eq(segments.id, segmentEmployees.segmentId))
    .innerJoin(rides, eq(rides.id, segments.rideId))
    .innerJoin(passengers, eq(passengers.id, segmentEmployees.passengerId))
    .where(eq(rides.courseId, courseId));
  return { ...course, passengerUserIds: passengerRows.map((row) => row.userId) };
}

/**
 * Writes a course event and NOTIFYs every API process (delivered when `tx` commits). Call it inside the
 * transaction of the write, after the change (for course_delete: before deleting, so the parties that
 * could see the course are still there to be recorded). Returns the event id.
 *
 * Example: await db.transaction(async (tx) => { ...update...; await publishCourseEvent(tx, 'course_update', id); })
 */
export async function publishCourseEvent(tx: Db, type: CourseEventType, courseId: number): Promise<number> {
  const payload: CourseEventPayload = { parties: await loadCourseParties(tx, courseId) };
  return appendEvent(tx, { type, entityType: 'course', entityId: courseId, payload });
}

/** The payload of the course's event just before `beforeId` (who could see it then), if still logged. */
export async function previousEventPayload(db: Db, courseId: number, beforeId: number): Promise<unknown> {
  const [row] = await db
    .select({ payload: events.payload })
    .from(events)
    .where(and(eq(events.entityType, 'course'), eq(events.entityId, courseId), lt(events.id, beforeId)))
    .orderBy(desc(events.id))
    .limit(1);
  return row?.payload ?? null;
}

/** The oldest and newest retained ids (null in an empty log). */
export async function retainedRange(db: Db): Promise<{ oldest: number | null; newest: number | null }> {
  const [row] = await db.select({ oldest: min(events.id), newest: max(events.id) }).from(events);
  return { oldest: row?.oldest ?? null, newest: row?.newest ?? null };
}

/**
 * Where to replay from for a client whose last event was `lastEventId`; null when the log no longer
 * reaches back that far (pruned, or an id of another database): the client must refetch. Id 0 (an
 * empty log's `ready`) starts from the beginning unless events were pruned since. Gaps left by
 * rolled-back inserts can only make this answer null too often, which costs a refetch, never an event.
 */
export async function replayPosition(db: Db, lastEventId: number): Promise<EventPosition | null> {
  if (lastEventId > 0) return positionOf(db, lastEventId);
  const { oldest } = await retainedRange(db);
  return oldest !== null && oldest > 1 ? null : LOG_START;
}

/**
 * Deletes events older than the retention's age or beyond its newest `maxEvents`; the newest event is
 * always kept, so the log never empties and `replayPosition` can tell. Returns how many were deleted.
 */
export async function pruneEvents(
  db: Db,
  retention: EventRetention = DEFAULT_RETENTION,
  now: Date = new Date(),
): Promise<number> {
  const { newest } = await retainedRange(db);
  if (newest === null) return 0;
  const cutoff = new Date(now.getTime() - retention.maxAgeMs);
  const [oldestKept] = await db
    .select({ id: events.id })
    .from(events)
    .orderBy(desc(events.id))
    .offset(Math.max(retention.maxEvents - 1, 0))
    .limit(1);
  const deleted = await db
    .delete(events)
    .where(
      and(
        lt(events.id, newest),
        or(lt(events.createdAt, cutoff), oldestKept ? lt(events.id, oldestKept.id) : undefined),
      ),
    )
    .returning({ id: events.id });
  return deleted.length;
}

/** Railway companies for which `transportCompanyId` is a superior contractor (courses.md §6). */
export async function superiorCompaniesOf(db: Db, transportCompanyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: companyContractors.companyId })
    .from(companyContractors)
    .where(
      and(
        confirmedContractor,
        eq(companyContractors.contractorId, transportCompanyId),
        eq(companyContractors.superior, true),
        eq(companyContractors.contractorOf, 'railway_company'),
      ),
    );
  return rows.map((row) => row.id);
}
