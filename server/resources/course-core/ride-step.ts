/**
 * The write kernel of one step of a ride's status (courses.md §4, §6): the ride transitions, the taxi
 * settlement and the kilometer settlement all run the same transaction: the course and its rides
 * locked FOR UPDATE, the family's domain rule (403 / 409 with its Polish message), the freshness
 * check (409 / 412), the family's writes, the new status and the `course_update` event. Nothing is
 * written when any check fails, because every check runs before the first write.
 */
import { publishCourseEvent } from '../../events/event-log';
import { ApiError, notFound } from '../../http/errors';
import { checkFreshness } from '../../http/versioning';
import type { Db, Tx } from '../../db/client';
import { lockCourse, writeRideStatuses, type LockedCourse } from './ride-lock.repository';

export type LockedRide = LockedCourse['rides'][number];

/** What a domain rule answers: the new status, or why not ('forbidden' -> 403, anything else -> 409). */
export type StepRuling =
  { allowed: true; status: string } | { allowed: false; reason: string; message: string };

/** The locked course, its ride and the status the rule allowed, as the family's writes get them. */
export interface StepState {
  tx: Tx;
  locked: LockedCourse;
  ride: LockedRide;
  status: string;
}

export interface RideStep {
  courseId: number;
  rideId: number;
  now: Date;
  /** The ride's version the client saw (body `version`): stale -> 409. */
  version?: number | null | undefined;
  /** `If-Match` with the course's ETag: stale -> 412. */
  ifMatch?: string | undefined;
  /** The family's domain rule, run on the locked course. */
  rule: (locked: LockedCourse, ride: LockedRide) => StepRuling;
  /** The family's checks and writes before the status changes (they may still refuse). */
  beforeStatus?: (state: StepState) => Promise<void>;
  /** The family's writes once the status is written, before the event (history, notices). */
  afterStatus?: (state: StepState) => Promise<void>;
}

/** Runs one step in a transaction of `db`; throws the refusal, writes nothing when refused. */
export async function runRideStep(db: Db, step: RideStep): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockCourse(tx, step.courseId);
    const ride = locked?.rides.find((row) => row.id === step.rideId);
    if (!locked || !ride) throw notFound();
    const ruling = step.rule(locked, ride);
    if (!ruling.allowed) throw new ApiError(ruling.reason === 'forbidden' ? 403 : 409, ruling.message);
    checkFreshness({
      etagVersion: locked.course.version,
      bodyCurrent: ride.version,
      ifMatch: step.ifMatch,
      bodyVersion: step.version,
      required: false,
    });
    const state: StepState = { tx, locked, ride, status: ruling.status };
    await step.beforeStatus?.(state);
    await writeRideStatuses(tx, locked, new Map([[ride.id, ruling.status]]), step.now);
    await step.afterStatus?.(state);
    await publishCourseEvent(tx, 'course_update', step.courseId);
  });
}
