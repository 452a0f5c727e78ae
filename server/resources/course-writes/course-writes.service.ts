/** Course writes (courses.md §4-§7): access check first, then the work, all in one transaction. */
import type { ContractorLink } from '../../../domain/courses/course-permissions';
import { checkFreshness, expectedVersion } from '../../http/versioning';
import { eq } from 'drizzle-orm';
import { isManager } from '../../../domain/auth/roles';
import { COURSE_IRI_RESOURCES as R, iriId, isStopDate } from '../../../domain/courses/course-form.fields';
import type { TaxiCourseFormData } from '../../../domain/courses/course-form.schema';
import { courseFieldRights, fieldRefusal } from '../../../domain/courses/course-field-rights';
import {
  canCreateTaxiCourse,
  canOpenTaxiCourseForm,
  superiorOfUser,
  type SuperiorOf,
} from '../../../domain/courses/course-permissions';
import { MANUAL_RIDE_STATUSES } from '../../../domain/courses/ride-status';
import { STARTING_BASE_REFUSALS, canEditStartingBase } from '../../../domain/rides/starting-base';
import type { AuthUser } from '../../auth/authenticate';
import type { Tx } from '../../db/client';
import { courses } from '../../db/course-schema';
import { prefetchEstimator } from '../../geo/route-prefetch';
import { pairOwnersOf, definedLegLookup } from '../course-core/defined-legs.repository';
import { placeIdsOf, stopPairs } from './ride-stops.repository';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { HTTP_MESSAGES } from '../../http/messages';
import { assertCompanyScope, courseAccess } from '../course-core/course-access';
import { findCompany } from './course-writes.repository';
import { type LoadedCourse, findCourse } from '../course-core/course-core.repository';
import { courseView } from '../course-core/course.serializer';
import type { WriteContext } from '../course-core/write-context';
import { publishCourseEvent } from '../../events/event-log';
import { notifyAssignedDriver } from '../course-info/driver-notice';
import { offeredRideIds, pushCourseOffered, pushDriverAssigned } from '../../push/course-pushes';
import { insertCourse, updateCourse } from './course-rows.repository';
import { noticeStopChanges, readCourseStops } from './stop-change-notices';
import { assertNoInvoicedCancel } from './invoiced-cancel';
import {
  emptySnapshot,
  passengerSnapshot,
  recordPassengerChanges,
} from '../passenger-changes/record-passenger-changes';
import { deleteCourse } from '../course-core/course-core.repository';
import type { CourseWrite } from './course-rows.repository';
import { planTaxiCourse } from './taxi-course.plan';
import { proposeRideNumber, settleRideNumbers } from './ride-numbers.repository';
import { courseChanges, requestedStatusChanges, type CourseChanges } from './course-writes.field-changes';

export async function getCourse(ctx: WriteContext, id: number, type: 'taxi' | 'kilometer' | null) {
  await (await courseAccess(ctx.db, ctx.user)).visible(id, type);
  return courseView(ctx.db, id, ctx.now);
}

/** Inserts the course and its `course_insert` event; answers the new course. */
export async function insertWrite(ctx: WriteContext, write: CourseWrite) {
  const estimator = await writeEstimator(ctx, write);
  const id = await ctx.db.transaction((tx) => insertWriteIn(tx, ctx, write, estimator));
  return courseView(ctx.db, id, ctx.now);
}

/**
 * The insert inside the caller's transaction: numbers settled, the row, its event, the passengers'
 * register, the driver's message and pushes. A series (course-series.service.ts) calls it once per day
 * in one transaction, so each course of a series is created exactly as a single one.
 */
export async function insertWriteIn(
  tx: Tx,
  ctx: WriteContext,
  write: CourseWrite,
  estimator: Awaited<ReturnType<typeof writeEstimator>>,
): Promise<number> {
  const numbered = await settleRideNumbers(tx, write);
  const courseId = await insertCourse(tx, numbered, ctx.user.id, ctx.now, estimator);
  await publishCourseEvent(tx, 'course_insert', courseId);
  await recordPassengerChanges(tx, emptySnapshot([courseId]), { userId: ctx.user.id, now: ctx.now });
  if (ctx.publicUrl) await notifyAssignedDriver(tx, courseId, ctx.publicUrl, ctx.user.id);
  await pushCourseOffered(tx, courseId, new Set(), ctx.user.id);
  await pushDriverAssigned(tx, courseId, ctx.user.id);
  return courseId;
}

/** Replaces the course when still at `version` (else 409, nothing written) with a `course_update` event. */
export async function updateWrite(ctx: WriteContext, id: number, version: number, write: CourseWrite) {
  const estimator = await writeEstimator(ctx, write);
  await ctx.db.transaction(async (tx) => {
    const driverBefore = await courseDriverId(tx, id);
    const passengersBefore = await passengerSnapshot(tx, [id]);
    const offeredBefore = await offeredRideIds(tx, id);
    const stopsBefore = await readCourseStops(tx, id);
    const numbered = await settleRideNumbers(tx, write, id);
    if (!(await updateCourse(tx, id, version, numbered, ctx.user.id, ctx.now, estimator)))
      throw new ApiError(409, HTTP_MESSAGES.stale);
    await publishCourseEvent(tx, 'course_update', id);
    await recordPassengerChanges(tx, passengersBefore, { userId: ctx.user.id, now: ctx.now });
    // A newly assigned driver gets the link to the course (§4 messages to the driver).
    const driverAfter = await courseDriverId(tx, id);
    if (ctx.publicUrl && driverAfter !== null && driverAfter !== driverBefore)
      await notifyAssignedDriver(tx, id, ctx.publicUrl, ctx.user.id);
    if (driverAfter !== null && driverAfter !== driverBefore) await pushDriverAssigned(tx, id, ctx.user.id);
    await pushCourseOffered(tx, id, offeredBefore, ctx.user.id);
    await noticeStopChanges(tx, id, stopsBefore, ctx.user);
  });
  return courseView(ctx.db, id, ctx.now);
}

/** Every leg of the write estimated before the transaction opens (server/geo/route-prefetch.ts). */
export async function writeEstimator(ctx: WriteContext, write: CourseWrite) {
  const defined = await definedLegLookup(
    ctx.db,
    write.rides.flatMap((ride) => placeIdsOf(ride.stops)),
    pairOwnersOf(write),
  );
  return prefetchEstimator(
    ctx.routes?.estimator,
    write.rides.flatMap((ride) => stopPairs(ride.stops, defined)),
  );
}

async function courseDriverId(tx: Tx, id: number): Promise<number | null> {
  const [row] = await tx.select({ driverId: courses.driverId }).from(courses).where(eq(courses.id, id));
  return row?.driverId ?? null;
}

export async function createTaxiCourse(ctx: WriteContext, input: TaxiCourseFormData) {
  if (!canCreateTaxiCourse(ctx.user)) throw forbidden();
  const { links } = await courseAccess(ctx.db, ctx.user);
  const write = await planTaxiCourse(input, { ...ctx, links, existing: null });
  return insertWrite(ctx, write);
}

/** The user's rights over the course's fields (courses.md §6); none at all may not save it: 403. */
export function assertAnyCourseRight(
  user: WriteContext['user'],
  course: LoadedCourse,
  links: readonly ContractorLink[],
) {
  if (!canOpenTaxiCourseForm(user)) throw forbidden();
  const rights = courseFieldRights(user, course, superiorOfUser(user, links));
  if (!Object.values(rights).some(Boolean)) throw forbidden();
  return rights;
}

export async function updateTaxiCourse(
  ctx: WriteContext,
  id: number,
  input: TaxiCourseFormData & { version?: number | null | undefined },
  ifMatch: string | undefined,
) {
  const access = await courseAccess(ctx.db, ctx.user);
  const course = await access.visible(id, 'taxi');
  const { links, superiorOf } = access;
  const rights = assertAnyCourseRight(ctx.user, course, links);
  const version = expectedVersion(course.version, input.version, ifMatch);
  const write = await planTaxiCourse(input, { ...ctx, links, existing: course });
  assertMayChange(
    ctx.user,
    course,
    superiorOf,
    courseChanges(write, (await courseView(ctx.db, id, ctx.now)).view, course),
  );
  // A status by hand counts only from who may set one (the plan keeps the others'), and never a settlement one.
  if (rights.status) {
    const statusChanges = requestedStatusChanges(requestedRides(input), course);
    assertManualStatuses(statusChanges);
    await assertNoInvoicedCancel(ctx.db, id, statusChanges);
  }
  return updateWrite(ctx, id, version, write);
}

/** Refuses (403, naming the part) a change to any part of the course the user may not edit (§6). */
function assertMayChange(
  user: AuthUser,
  course: LoadedCourse,
  superiorOf: SuperiorOf,
  changes: CourseChanges,
): void {
  const rights = courseFieldRights(user, course, superiorOf);
  for (const field of changes.fields) if (!rights[field]) throw new ApiError(403, fieldRefusal(field));
  for (const ride of changes.startingBases) {
    const check = canEditStartingBase(user, course, ride, superiorOf);
    if (!check.allowed) throw new ApiError(403, STARTING_BASE_REFUSALS[check.reason]);
  }
}

/** The railway company's settlement statuses move only through their own transitions (row 133). */
function assertManualStatuses(changes: readonly { from: string; to: string }[]): void {
  const manual = (status: string) => (MANUAL_RIDE_STATUSES as readonly string[]).includes(status);
  for (const { from, to } of changes)
    if (!manual(from) || !manual(to)) throw new ApiError(403, fieldRefusal('status'));
}

/** The rides of a request with their numeric ids (null for a new ride or an id that is no ride IRI). */
const requestedRides = (input: TaxiCourseFormData) =>
  input.rides.map((ride) => ({
    id: ride.id === null ? null : iriId(ride.id, R.taxiRide),
    status: ride.status,
  }));

/** Managers only; a stale If-Match is a 412. */
export async function deleteTaxiCourse(ctx: WriteContext, id: number, ifMatch: string | undefined) {
  if (!isManager(ctx.user)) throw forbidden();
  const course = await findCourse(ctx.db, id);
  if (!course || course.type !== 'taxi') throw notFound();
  // A delete names no fields: If-Match is checked when sent (ADR 003).
  checkFreshness({ etagVersion: course.version, ifMatch, bodyVersion: undefined, required: false });
  await ctx.db.transaction(async (tx) => {
    await publishCourseEvent(tx, 'course_delete', id);
    await deleteCourse(tx, id);
  });
}

/** `GET api/taxi_course_rides/{companyId}/{firstPlaceDate}`: 400 for a bad date, 404 for no company. */
export async function nextTaxiRideNumber(ctx: WriteContext, companyId: number, date: string) {
  if (!canCreateTaxiCourse(ctx.user)) throw forbidden();
  if (!isStopDate(date)) throw new ApiError(400, HTTP_MESSAGES.badRequest);
  const company = await findCompany(ctx.db, companyId);
  if (!company || company.isTransportCompany) throw notFound();
  assertCompanyScope(ctx.user, company.id, (await courseAccess(ctx.db, ctx.user)).links);
  return proposeRideNumber(ctx.db, company, date);
}
