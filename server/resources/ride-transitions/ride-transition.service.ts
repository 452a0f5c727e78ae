/**
 * One ride transition (courses.md §4): visibility (404), then the course's ride step (course-core
 * `runRideStep`: lock, domain rule 403 / 409, version check 409 / 412, the new status, the
 * `course_update` event) with the transition's outbox messages and pushes.
 */
import { rideTransition } from '../../../domain/rides/ride-transitions';
import type { RideAction } from '../../../domain/rides/ride-transitions';
import type { RideNoticeKind } from '../../../domain/rides/ride-messages';
import { isOpenRideStatus } from '../../../domain/rides/ride-effects';
import { notFound } from '../../http/errors';
import { courseAccess, type CourseAccess } from '../course-core/course-access';
import { courseView } from '../course-core/course.serializer';
import type { WriteContext } from '../course-core/write-context';
import { findTaxiRideCourseId, transitionCourse } from '../course-core/ride-lock.repository';
import { runRideStep } from '../course-core/ride-step';
import { enqueueRideNotices } from '../course-core/ride-notices';
import { offeredRideIds, pushCourseOffered } from '../../push/course-pushes';

export interface TransitionRequest {
  /** The ride's version the client saw (body `version`): stale -> 409. */
  version?: number | null | undefined;
  /** `If-Match` with the course's ETag: stale -> 412. */
  ifMatch?: string | undefined;
  /** The wanted status of 'set_status'. */
  target?: string | undefined;
  /** Why the transport company declines, for the dispatcher's message (row 646). */
  reason?: string | null | undefined;
}

/** Which message the new status sends, if any. */
const NOTICE_OF: Partial<Record<string, RideNoticeKind>> = {
  cancelled: 'cancelled',
  cancelled_during_realization: 'cancelled_during_realization',
  declined_by_transport_company: 'declined_by_transport_company',
  declined_by_driver: 'declined_by_driver',
};

/** Runs `action` on taxi ride `rideId` for the context's user; answers the course as GET does. */
export async function runRideTransition(
  ctx: WriteContext,
  rideId: number,
  action: RideAction,
  request: TransitionRequest = {},
) {
  const courseId = await findTaxiRideCourseId(ctx.db, rideId);
  if (courseId === undefined) throw notFound();
  const access = await courseAccess(ctx.db, ctx.user);
  await access.visible(courseId, 'taxi');
  await transitionRide(ctx, access, { courseId, rideId }, action, request);
  return courseView(ctx.db, courseId, ctx.now);
}

/**
 * The transition of one ride of a course the caller sees (`access` read once for many rides, as a
 * series' 'Ten i wszystkie następne' does): the kernel with the transition's messages and pushes.
 */
export async function transitionRide(
  ctx: WriteContext,
  access: CourseAccess,
  { courseId, rideId }: { courseId: number; rideId: number },
  action: RideAction,
  request: TransitionRequest = {},
): Promise<void> {
  let offeredBefore = new Set<number>();
  await runRideStep(ctx.db, {
    courseId,
    rideId,
    now: ctx.now,
    version: request.version,
    ifMatch: request.ifMatch,
    rule: (locked, ride) =>
      rideTransition(
        ctx.user,
        transitionCourse(locked),
        {
          status: ride.status,
          startsAt: ride.startsAt,
          hasStartingBase: ride.fromStartingBaseId !== null || ride.toStartingBaseId !== null,
          statusBeforeCancel: ride.statusBeforeCancel,
        },
        action,
        { superiorOf: access.superiorOf, now: ctx.now, target: request.target },
      ),
    beforeStatus: async ({ tx }) => {
      offeredBefore = await offeredRideIds(tx, courseId);
    },
    afterStatus: async ({ tx, locked, ride, status }) => {
      const notice = action === 'restore' ? 'restored' : NOTICE_OF[status];
      // A ride already driven is no news to its driver or transport company when cancelled or restored.
      const messaged = isOpenRideStatus(action === 'restore' ? status : ride.status);
      if (notice && messaged && status !== ride.status)
        await enqueueRideNotices(tx, locked, [ride], notice, ctx.user.id, new Set(), request.reason ?? null);
      // A ride set back to wait for the transport company is offered to it again (push, ADR 021).
      await pushCourseOffered(tx, courseId, offeredBefore, ctx.user.id);
    },
  });
}
