/**
 * One ride transition (courses.md §4): visibility (404), then in one transaction the course and its
 * rides locked FOR UPDATE, the domain rule (403 / 409), the version check (409 / 412), the new status,
 * the `course_update` event and the outbox messages. Nothing is written when any check fails.
 */
import { rideTransition } from '../../../domain/rides/ride-transitions';
import type { RideAction } from '../../../domain/rides/ride-transitions';
import type { RideNoticeKind } from '../../../domain/rides/ride-messages';
import { isOpenRideStatus } from '../../../domain/rides/ride-effects';
import { publishCourseEvent } from '../../events/event-log';
import { checkFreshness } from '../../http/versioning';
import { ApiError, notFound } from '../../http/errors';
import { superiorOfUser, visibleCourse } from '../course-core/course-access';
import { contractorLinks } from '../course-core/course-core.repository';
import { courseView } from '../course-core/course.serializer';
import type { WriteContext } from '../course-core/write-context';
import {
  findTaxiRideCourseId,
  lockCourse,
  transitionCourse,
  writeRideStatuses,
} from '../course-core/ride-lock.repository';
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
  const links = await contractorLinks(ctx.db);
  await visibleCourse(ctx.db, ctx.user, courseId, 'taxi', links);

  await ctx.db.transaction(async (tx) => {
    const locked = await lockCourse(tx, courseId);
    const ride = locked?.rides.find((row) => row.id === rideId);
    if (!locked || !ride) throw notFound();
    const result = rideTransition(
      ctx.user,
      transitionCourse(locked),
      {
        status: ride.status,
        startsAt: ride.startsAt,
        hasStartingBase: ride.fromStartingBaseId !== null || ride.toStartingBaseId !== null,
        statusBeforeCancel: ride.statusBeforeCancel,
      },
      action,
      { superiorOf: superiorOfUser(ctx.user, links), now: ctx.now, target: request.target },
    );
    if (!result.allowed) throw new ApiError(result.reason === 'forbidden' ? 403 : 409, result.message);
    checkFreshness({
      etagVersion: locked.course.version,
      bodyCurrent: ride.version,
      ifMatch: request.ifMatch,
      bodyVersion: request.version,
      required: false,
    });

    const offeredBefore = await offeredRideIds(tx, courseId);
    await writeRideStatuses(tx, locked, new Map([[ride.id, result.status]]), ctx.now);
    await publishCourseEvent(tx, 'course_update', courseId);
    const notice = action === 'restore' ? 'restored' : NOTICE_OF[result.status];
    // A ride already driven is no news to its driver or transport company when cancelled or restored.
    const messaged = isOpenRideStatus(action === 'restore' ? result.status : ride.status);
    if (notice && messaged && result.status !== ride.status)
      await enqueueRideNotices(tx, locked, [ride], notice, ctx.user.id, new Set(), request.reason ?? null);
    // A ride set back to wait for the transport company is offered to it again (push, ADR 021).
    await pushCourseOffered(tx, courseId, offeredBefore, ctx.user.id);
  });
  return courseView(ctx.db, courseId, ctx.now);
}
