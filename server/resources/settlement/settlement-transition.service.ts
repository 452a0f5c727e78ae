/**
 * A settlement transition of a taxi ride (courses.md §4 'Zapisz i przekaż do rozliczenia', 'zaakceptuj
 * do rozliczenia', 'zgłoś niezgodność', the cancel of an acceptance): in one transaction the course
 * locked, `settlementTransition` (403 / 409), the freshness (409 / 412), the status, a history row (and
 * for an inconsistency the reason as a ride comment and in the history) and the `course_update` event.
 */
import { and, eq } from 'drizzle-orm';
import {
  settlementTransition,
  type SettlementAction,
} from '../../../domain/settlement/settlement-transitions';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { rideComments } from '../../db/course-schema';
import { rideSettlements } from '../../db/settlement-schema';
import { publishCourseEvent } from '../../events/event-log';
import { ApiError, notFound } from '../../http/errors';
import { checkFreshness } from '../../http/versioning';
import { lockCourse, writeRideStatuses } from '../course-core/ride-lock.repository';
import { type HistoryRow, writeHistory } from './settlement.repository';

export interface SettlementTransitionRequest {
  version: number | null | undefined;
  ifMatch: string | undefined;
  /** The reason of 'zgłoś niezgodność'. */
  comment?: string | undefined;
  now: Date;
}

/** 'Zapisz i przekaż do rozliczenia' without the ride's client figures would forward nothing (row 150). */
export const FORWARD_NEEDS_FIGURES = "Najpierw uzupełnij rozliczenie przejazdu ('Edytuj rozliczenie').";

export async function runSettlementTransition(
  db: Db,
  user: AuthUser,
  courseId: number,
  rideId: number,
  action: SettlementAction,
  request: SettlementTransitionRequest,
) {
  await db.transaction(async (tx) => {
    const locked = await lockCourse(tx, courseId);
    const ride = locked?.rides.find((row) => row.id === rideId);
    if (!locked || !ride) throw notFound();
    const result = settlementTransition(user, { ...locked.course, rides: locked.rides }, ride.status, action);
    if (!result.allowed) throw new ApiError(result.reason === 'forbidden' ? 403 : 409, result.message);
    checkFreshness({
      etagVersion: locked.course.version,
      bodyCurrent: ride.version,
      ifMatch: request.ifMatch,
      bodyVersion: request.version,
      required: false,
    });
    if (action === 'forward_settlement') {
      const [bill] = await tx
        .select({ distance: rideSettlements.distance })
        .from(rideSettlements)
        .where(and(eq(rideSettlements.rideId, rideId)));
      if (bill?.distance === null || bill?.distance === undefined)
        throw new ApiError(409, FORWARD_NEEDS_FIGURES);
    }
    await writeRideStatuses(tx, locked, new Map([[ride.id, result.status]]), request.now);
    const rows: HistoryRow[] = [
      { courseId, rideId, field: 'status', fromValue: ride.status, toValue: result.status },
    ];
    if (action === 'report_inconsistency' && request.comment) {
      rows.push({ courseId, rideId, field: 'inconsistency', fromValue: null, toValue: request.comment });
      await tx
        .insert(rideComments)
        .values({ rideId, userId: user.id, content: request.comment, createdAt: request.now });
    }
    await writeHistory(tx, rows, user.id, request.now);
    await publishCourseEvent(tx, 'course_update', courseId);
  });
}
