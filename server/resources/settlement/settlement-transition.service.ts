/**
 * A settlement transition of a taxi ride (courses.md §4 'Zapisz i przekaż do rozliczenia', 'zaakceptuj
 * do rozliczenia', 'zgłoś niezgodność', the cancel of an acceptance): the course's ride step (course-core
 * `runRideStep`) with `settlementTransition` (403 / 409) as its rule, the forward's figures checked
 * (409), and a history row (for an inconsistency also the reason as a ride comment) beside the status.
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
import { ApiError } from '../../http/errors';
import { runRideStep } from '../course-core/ride-step';
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
  await runRideStep(db, {
    courseId,
    rideId,
    now: request.now,
    version: request.version,
    ifMatch: request.ifMatch,
    rule: (locked, ride) =>
      settlementTransition(
        user,
        { ...locked.course, rides: locked.rides, invoiced: locked.invoiced },
        ride.status,
        action,
      ),
    beforeStatus: async ({ tx }) => {
      if (action !== 'forward_settlement') return;
      const [bill] = await tx
        .select({ distance: rideSettlements.distance })
        .from(rideSettlements)
        .where(and(eq(rideSettlements.rideId, rideId)));
      if (bill?.distance === null || bill?.distance === undefined)
        throw new ApiError(409, FORWARD_NEEDS_FIGURES);
    },
    afterStatus: async ({ tx, ride, status }) => {
      const rows: HistoryRow[] = [
        { courseId, rideId, field: 'status', fromValue: ride.status, toValue: status },
      ];
      if (action === 'report_inconsistency' && request.comment) {
        rows.push({ courseId, rideId, field: 'inconsistency', fromValue: null, toValue: request.comment });
        await tx
          .insert(rideComments)
          .values({ rideId, userId: user.id, content: request.comment, createdAt: request.now });
      }
      await writeHistory(tx, rows, user.id, request.now);
    },
  });
}
