/**
 * One kilometer ride's settlement step (courses.md §4, §6): visibility (404), then the course's ride
 * step (course-core `runRideStep`: lock, domain rule 403 / 409, version check 409 / 412, status, event)
 * with the action's own data written before the status (the report: 422 with the §5 messages; the
 * inconsistency's reason).
 */
import { eq, sql } from 'drizzle-orm';
import { toHundredths } from '../../../domain/money';
import type { KilometerSettlement } from '../../../domain/contract/kilometer-settlement.schema';
import {
  kilometerTransition,
  type KilometerAction,
  type KilometerCourse,
} from '../../../domain/settlement/kilometer-transitions';
import type { Inconsistency } from '../../../domain/settlement/inconsistency.schema';
import {
  kilometerReportSchema,
  type KilometerReportInput,
} from '../../../domain/settlement/kilometer-report.schema';
import type { Tx } from '../../db/client';
import { rideComments, segments } from '../../db/course-schema';
import { kilometerReports } from '../../db/kilometer-settlement-schema';
import { notFound, ViolationError } from '../../http/errors';
import { courseAccess } from '../course-core/course-access';
import type { WriteContext } from '../course-core/write-context';
import { runRideStep } from '../course-core/ride-step';
import { findKilometerRide, findKilometerRideCourseId, groupStakes } from './kilometer-settlement.repository';
import { serializeKilometerRide } from './kilometer-settlement.serializer';

export interface KilometerActionRequest {
  /** The ride's version the client saw (body `version`): stale -> 409. */
  version?: number | null | undefined;
  /** `If-Match` with the course's ETag: stale -> 412. */
  ifMatch?: string | undefined;
  /** 'report': the report as typed. */
  report?: KilometerReportInput | undefined;
  /** 'inconsistency': the company's reason. */
  inconsistency?: Inconsistency | undefined;
}

export const kilometerCourseOf = (course: {
  companyId: number;
  createdById: number | null;
  driverId: number | null;
}): KilometerCourse => ({
  companyId: course.companyId,
  createdById: course.createdById,
  driverId: course.driverId,
});

/** The ride's settlement as `GET api/kilometer_course_rides/{id}/settlement` shows it. */
export async function kilometerSettlementView(
  db: WriteContext['db'],
  rideId: number,
): Promise<KilometerSettlement> {
  const row = await findKilometerRide(db, rideId);
  if (!row) throw notFound();
  const stakes = await groupStakes(db, row.employeeGroupId === null ? [] : [row.employeeGroupId]);
  return serializeKilometerRide(row, stakes);
}

/** The kilometer ride's course, when the user may see it; else 404. */
export async function visibleKilometerCourse(ctx: Pick<WriteContext, 'db' | 'user'>, rideId: number) {
  const courseId = await findKilometerRideCourseId(ctx.db, rideId);
  if (courseId === undefined) throw notFound();
  return (await courseAccess(ctx.db, ctx.user)).visible(courseId, 'kilometer');
}

async function computedKilometres(tx: Tx, rideId: number): Promise<number | null> {
  const [row] = await tx
    .select({ sum: sql<number | null>`sum(${segments.distance})` })
    .from(segments)
    .where(eq(segments.rideId, rideId));
  return row?.sum === null || row?.sum === undefined ? null : Number(row.sum);
}

/** 'report': checked against the ride's computed kilometres (§5), then stored; a new report clears the inconsistency. */
async function saveReport(
  tx: Tx,
  ctx: WriteContext,
  rideId: number,
  input: KilometerReportInput | undefined,
) {
  const parsed = kilometerReportSchema(await computedKilometres(tx, rideId)).safeParse(input ?? {});
  if (!parsed.success)
    throw new ViolationError(
      parsed.error.issues.map((issue) => ({ propertyPath: issue.path.join('.'), message: issue.message })),
    );
  const { distance, highwayCost, comment } = parsed.data;
  const values = {
    distance,
    highwayCost: highwayCost === null ? null : toHundredths(highwayCost),
    comment: comment ?? null,
    inconsistencyComment: null,
    reportedById: ctx.user.id,
    reportedAt: ctx.now,
  };
  await tx
    .insert(kilometerReports)
    .values({ rideId, ...values })
    .onConflictDoUpdate({ target: kilometerReports.rideId, set: values });
}

/** 'inconsistency': the reason kept with the report and written in the ride's comments for the employee. */
async function saveInconsistency(
  tx: Tx,
  ctx: WriteContext,
  rideId: number,
  input: Inconsistency | undefined,
) {
  if (!input)
    throw new ViolationError([{ propertyPath: 'comment', message: 'Należy podać powód niezgodności' }]);
  await tx
    .update(kilometerReports)
    .set({ inconsistencyComment: input.comment })
    .where(eq(kilometerReports.rideId, rideId));
  await tx
    .insert(rideComments)
    .values({ rideId, userId: ctx.user.id, content: input.comment, createdAt: ctx.now });
}

/** Runs `action` on kilometer ride `rideId` for the context's user; answers the ride's settlement. */
export async function runKilometerAction(
  ctx: WriteContext,
  rideId: number,
  action: KilometerAction,
  request: KilometerActionRequest = {},
): Promise<KilometerSettlement> {
  const course = await visibleKilometerCourse(ctx, rideId);
  await runRideStep(ctx.db, {
    courseId: course.id,
    rideId,
    now: ctx.now,
    version: request.version,
    ifMatch: request.ifMatch,
    rule: (locked, ride) =>
      kilometerTransition(ctx.user, kilometerCourseOf(locked.course), ride.status, action),
    beforeStatus: async ({ tx }) => {
      if (action === 'report') await saveReport(tx, ctx, rideId, request.report);
      if (action === 'inconsistency') await saveInconsistency(tx, ctx, rideId, request.inconsistency);
    },
  });
  return kilometerSettlementView(ctx.db, rideId);
}
