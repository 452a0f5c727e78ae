/**
 * The append-only event log (table `events`) behind the SSE stream: writing a course event with its
 * NOTIFY, reading it back for replay by Last-Event-ID, and pruning it.
 */
import { and, asc, desc, eq, gt, lt, max, min, or, sql } from 'drizzle-orm';
import type { CourseParties } from '../../domain/courses/visibility';
import type { Db } from '../db/client';
import { courses, rides, segmentEmployees, segments } from '../db/course-schema';
import { companyContractors, events, passengers } from '../db/schema';
import { confirmedContractor } from '../resources/companies/scope';

export const COURSE_EVENTS_CHANNEL = 'course_events';
export const COURSE_EVENT_TYPES = ['course_insert', 'course_update', 'course_delete'] as const;
export type CourseEventType = (typeof COURSE_EVENT_TYPES)[number];

/** Retention: an event older than `maxAgeMs` or beyond the newest `maxEvents` is deleted. */
export interface EventRetention {
  maxEvents: number;
  maxAgeMs: number;
}
export const DEFAULT_RETENTION: EventRetention = { maxEvents: 10_000, maxAgeMs: 7 * 24 * 3600 * 1000 };

export type EventRow = typeof events.$inferSelect;

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
  const [row] = await tx
    .insert(events)
    .values({ type, entityType: 'course', entityId: courseId, payload })
    .returning({ id: events.id });
  if (!row) throw new Error('event insert failed');
  await tx.execute(sql`select pg_notify(${COURSE_EVENTS_CHANNEL}, ${String(row.id)})`);
  return row.id;
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

export async function findEvent(db: Db, id: number): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row ?? null;
}

/** Logged events (course and audience events) after `afterId`, oldest first. */
export function findEventsAfter(db: Db, afterId: number, limit = DEFAULT_RETENTION.maxEvents) {
  return db.select().from(events).where(gt(events.id, afterId)).orderBy(asc(events.id)).limit(limit);
}

/** The oldest and newest retained ids (null in an empty log). */
export async function retainedRange(db: Db): Promise<{ oldest: number | null; newest: number | null }> {
  const [row] = await db.select({ oldest: min(events.id), newest: max(events.id) }).from(events);
  return { oldest: row?.oldest ?? null, newest: row?.newest ?? null };
}

/**
 * Whether a client that saw every event up to `lastEventId` may have missed some that were pruned
 * (or comes from another database: an id beyond the newest). Gaps left by rolled-back inserts can
 * only make this answer true too often, which costs a refetch, never a lost event.
 */
export async function isHistoryLost(db: Db, lastEventId: number): Promise<boolean> {
  const { oldest, newest } = await retainedRange(db);
  if (oldest === null || newest === null) return lastEventId > 0;
  return lastEventId + 1 < oldest || lastEventId > newest;
}

/**
 * Deletes events older than the retention's age or beyond its newest `maxEvents`; the newest event is
 * always kept, so the log never empties and `isHistoryLost` can tell. Returns how many were deleted.
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
